import { formsCopyHi } from '../../content/forms/copy-hi.ts';
import { callbackFormCopyHi } from '../../content/forms/callback-hi.ts';
import { CallbackForm } from '../forms/CallbackForm.tsx';

/** The call-back and contact-us form in Hindi: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function CallbackFormHi(props: Omit<Parameters<typeof CallbackForm>[0], 'copy' | 'words'>) {
  return <CallbackForm {...props} copy={formsCopyHi} words={callbackFormCopyHi} />;
}
