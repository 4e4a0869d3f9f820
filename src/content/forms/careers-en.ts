import type { CareersCopy } from './types.ts';

/** The English words of the careers side form and the job apply form (./types.ts). */
export const careersCopyEn: CareersCopy = {
  sideLabel: 'Send us your CV',
  sideSubmit: 'Send CV',
  interest: 'Career interest',
  chooseInterest: 'Choose an area',
  interests: {
    BDE: 'BDE',
    'Sales Executive': 'Sales Executive',
    Manager: 'Manager',
    'Lab Technicians': 'Lab Technicians',
    'Chemical Engineers': 'Chemical Engineers',
    Chemists: 'Chemists',
    Other: 'Other',
  },
  success: 'Thank you. Your application has been sent.',
  jobSubmit: 'Submit application',
  about: 'About you',
  aboutHint: 'Experience, current location, notice period: anything that helps our HR team.',
  closing: (message) => `${message} This window closes in a moment.`,
  cvLabel: (types, megabytes) => `Your CV (${types}, up to ${megabytes} MB)`,
  listLocale: 'en-GB',
  uploadTimeout: 'The upload took too long. A faster connection will help.',
  uploadNetwork: 'We could not reach the upload server. Please check your connection.',
  uploadFailedNotice: (failed, detail) => `${failed}${detail ? `: ${detail}` : ''}. Please try again.`,
};
