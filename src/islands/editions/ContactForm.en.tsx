import { formsCopyEn } from '../../content/forms/copy-en.ts';
import { contactFormCopyEn } from '../../content/forms/contact-en.ts';
import { ContactForm } from '../forms/ContactForm.tsx';

/** The enquiry form in English: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function ContactFormEn(props: Omit<Parameters<typeof ContactForm>[0], 'copy' | 'words'>) {
  return <ContactForm {...props} copy={formsCopyEn} words={contactFormCopyEn} />;
}
