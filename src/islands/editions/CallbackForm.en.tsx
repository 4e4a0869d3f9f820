import { formsCopyEn } from '../../content/forms/copy-en.ts';
import { callbackFormCopyEn } from '../../content/forms/callback-en.ts';
import { CallbackForm } from '../forms/CallbackForm.tsx';

/** The call-back and contact-us form in English: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function CallbackFormEn(props: Omit<Parameters<typeof CallbackForm>[0], 'copy' | 'words'>) {
  return <CallbackForm {...props} copy={formsCopyEn} words={callbackFormCopyEn} />;
}
