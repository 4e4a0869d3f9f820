import { offlineCopyEn } from '../offline/copy-en.ts';
import type { FormsCopy } from './types.ts';

/*
 * The English words of the forms (./types.ts). The company's own wording (SPEC.md §5 and §8) is kept
 * word for word, punctuation included: validation.contactEmail, the four validation.callback* texts,
 * cvRequired, categoryFirst, uploadFailed, submit.jobFallback and the three submit.callback* texts.
 * The rest are ours, for cases the company never worded.
 */

export const formsCopyEn: FormsCopy = {
  offlineEnquiry: offlineCopyEn.enquiry,
  validation: {
    contactEmail: 'Please enter a valid email',
    callbackName: 'Name should be at least 3 characters long.',
    callbackPhone: 'Phone number should be 10 digits.',
    callbackEmail: 'Email should be valid',
    callbackMessage: 'Message should be at least 3 characters long.',
    nameRequired: 'Please enter your name.',
    emailRequired: 'Please enter your email address.',
    cvRequired: 'Please upload your CV',
    cvPdfOnly: 'Only PDF files are accepted. Please choose your CV as a .pdf file.',
    cvWrongType: 'This file type is not accepted. Please choose a .pdf, .doc or .docx file.',
    cvTooLarge: 'The file is larger than 5 MB. Please choose a smaller file.',
    categoryFirst: 'Please select a category first.',
    uploadFailed: 'PDF upload failed',
  },
  submit: {
    timeout: 'The server is taking too long to answer. Please check your connection and try again.',
    network: 'We could not reach our server. Please check your internet connection and try again.',
    httpFallback: (status) =>
      `Our server could not take your request (error ${status}). Please try again in a few minutes.`,
    notAccepted: 'Our server did not accept the request. Please check your details and try again.',
    jobFallback: 'Something went wrong',
    callbackSuccess: 'Contact Details Get Successfully',
    callbackProblem: 'Problem With Data Fetching',
    callbackExpired: 'Your token is expired. Please login again.',
    serverSuccessShown: true,
  },
  bot: {
    honeypot: 'Thank you. Your message has been received.',
    tooFast: 'Please take a moment to check your details, then send the form again.',
  },
  fields: {
    optional: 'optional',
    name: 'Your name',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    count: (length, max) => `${length} of ${max} characters`,
    countFull: (max) =>
      `${max} of ${max} characters: the limit. Anything longer was cut; please shorten it or send the rest in a second message.`,
    trap: 'Leave this field empty',
  },
  submitRow: {
    sending: 'Sending…',
    uploading: (percent) => `Uploading your CV: ${percent}%`,
    slow: 'Still sending: your connection seems slow. Please keep this page open.',
    held: 'Getting the form ready: it sends by itself in a moment.',
  },
  toast: { dismiss: 'Dismiss notification', notifications: 'Notifications' },
  picker: {
    legend: 'Products you are interested in',
    category: 'Category',
    chooseCategory: 'Choose a category',
    allOf: (category) => `${category} (all)`,
    product: 'Product',
    loading: 'Loading products…',
    chooseProduct: 'Choose a product',
    noProducts: 'No products listed here yet',
    add: 'Add product',
    chooseToAdd: 'Choose a product to add.',
    added: (name) => `${name} added.`,
    already: (name) => `${name} is already in your list.`,
    removed: (name) => `${name} removed.`,
    remove: (name) => `Remove ${name}`,
    selected: 'Selected products',
    loadFailed: 'The product list could not be loaded. You can name the products in your message instead.',
    retry: 'Try again',
  },
};
