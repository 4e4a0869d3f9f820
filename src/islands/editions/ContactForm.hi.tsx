import { formsCopyHi } from '../../content/forms/copy-hi.ts';
import { contactFormCopyHi } from '../../content/forms/contact-hi.ts';
import { ContactForm } from '../forms/ContactForm.tsx';

/** The enquiry form in Hindi: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function ContactFormHi(props: Omit<Parameters<typeof ContactForm>[0], 'copy' | 'words'>) {
  return <ContactForm {...props} copy={formsCopyHi} words={contactFormCopyHi} />;
}
