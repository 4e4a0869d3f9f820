import { englishSalaryWords } from '../../lib/format/salary.ts';
import type { CareersCopy } from './types.ts';

/** The words of the English Career page (see ./types.ts). */
export const careersCopyEn: CareersCopy = {
  title: (companyName) => `Careers | ${companyName}`,
  description: (companyName, roles) =>
    roles.length > 0
      ? `${roles.length} open ${roles.length === 1 ? 'role' : 'roles'} at ${companyName}, Indore: ${roles
          .slice(0, 4)
          .join(', ')}${roles.length > 4 ? ' and more' : ''}. Apply online with your CV.`
      : `Careers at ${companyName}, Indore: send us your CV for future openings in sales, production and the laboratory.`,
  breadcrumb: 'Career',
  eyebrow: 'Career',
  heading: 'Build your career in specialty chemicals',
  text: 'Join the chemists, engineers and sales people who make and sell our surfactants, emulsifiers and crop inputs from Indore to more than 11 countries.',
  openings: {
    heading: 'Current openings',
    count: (count) =>
      `${count} ${count === 1 ? 'role' : 'roles'} open now. Choose Apply Now and attach your CV as a PDF.`,
    noneLead: 'We have no open positions right now.',
    noneText:
      'We are always glad to hear from chemists, chemical engineers, lab technicians and sales professionals, though.',
    sendCv: 'Send us your CV with the form on this page',
    orEmail: ', or e-mail it to',
    sendCvEnd: ', and we will contact you when a suitable role opens.',
    emailSubject: 'CV for future openings',
  },
  job: {
    position: 'Position',
    vacancy: 'Vacancy',
    notStated: 'Not stated',
    openings: (count) => `${count} ${count === 1 ? 'opening' : 'openings'}`,
    salary: 'Salary',
    atInterview: 'Discussed at interview',
    applyFor: (role) => `Apply for ${role}`,
    apply: 'Apply Now',
    forRole: { before: ' for ', after: '' },
    fullDescription: 'Full job description',
  },
  salary: englishSalaryWords,
  aside: {
    heading: 'Send us your CV',
    text: 'Not seeing the right role? Tell us what you are interested in and attach your CV (PDF, DOC or DOCX); we keep it for future openings.',
    orEmail: 'Or e-mail',
    emailSubject: 'Job application',
  },
};
