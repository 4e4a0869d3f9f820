/**
 * Open positions on the careers page. Salaries are rupees per year. Like a real back office, the posts
 * are not uniform: the older ones carry their creation date and say the salary is per year, the
 * newest lack one or both, so the site's handling of a missing date or period is exercised.
 */
import { makeObjectId } from './prng.ts';
import type { ServedJob } from './types.ts';

type JobSpec = Omit<ServedJob, 'id' | 'jobdec'>;

const JOB_SPECS: JobSpec[] = [
  {
    role: 'Business Development Executive (BDE)',
    vacancy: 3,
    position: 'Indore (On-site)',
    lowSalary: 240000,
    highSalary: 420000,
    salaryPeriod: 'year',
    createdAt: '2026-09-01T05:30:00.000Z',
    otherDetails:
      'Graduate in science, agriculture or commerce with 1–3 years of B2B sales experience, preferably in agrochemicals or specialty chemicals. You will generate leads among formulators and distributors, prepare quotations and follow up orders with our plant team. Fluency in Hindi and English is required; Gujarati or Marathi is an advantage.',
  },
  {
    role: 'Sales Executive',
    vacancy: 4,
    position: 'Field – Maharashtra',
    lowSalary: 180000,
    highSalary: 300000,
    salaryPeriod: 'year',
    createdAt: '2026-09-15T05:30:00.000Z',
    otherDetails:
      'B.Sc. Agriculture or diploma holder with a two-wheeler and a valid driving licence. You will visit dealers and farmers, run field demonstrations of our spreaders, pH balancer and plant growth promoters, and report weekly. Freshers with strong field interest are welcome to apply.',
  },
  {
    role: 'Area Sales Manager',
    vacancy: 2,
    position: 'Field – Madhya Pradesh & Chhattisgarh',
    lowSalary: 600000,
    highSalary: 900000,
    salaryPeriod: 'year',
    createdAt: '2026-10-06T05:30:00.000Z',
    otherDetails:
      'Graduate or MBA with at least 6 years of agro-input sales, including 2 years managing a team and a distributor network. You will own the sales target for your territory, appoint and develop distributors and plan farmer meetings with the marketing team. Extensive travel within the region is part of the role.',
  },
  {
    role: 'Lab Technician',
    vacancy: 2,
    position: 'Indore (On-site)',
    lowSalary: 180000,
    highSalary: 264000,
    salaryPeriod: 'year',
    createdAt: '2026-10-20T05:30:00.000Z',
    otherDetails:
      'B.Sc. Chemistry with 0–2 years of laboratory experience. You will prepare formulation samples, run emulsion, suspensibility and storage stability tests and keep accurate records. Familiarity with CIPAC methods, pH meters and viscometers is a plus.',
  },
  {
    role: 'Chemical Engineer – Production',
    vacancy: 1,
    position: 'Indore (On-site)',
    lowSalary: 360000,
    highSalary: 600000,
    salaryPeriod: 'year',
    otherDetails:
      'B.E. or B.Tech in Chemical Engineering with 2–5 years in a chemical or agrochemical plant. You will run blending, ethoxylate handling and milling operations, improve batch cycle times and follow our safety and quality procedures. Willingness to work in shifts is required.',
  },
  {
    role: 'Formulation Chemist',
    vacancy: 2,
    position: 'Indore (On-site)',
    lowSalary: 420000,
    highSalary: 720000,
    salaryPeriod: 'year',
    otherDetails:
      'M.Sc. Chemistry with 3 or more years developing EC, SC, WP or SL formulations. You will screen emulsifier pairs and dispersants for customers, write technical data sheets and support our sales team with trials. Knowledge of surfactant chemistry and CIPAC test methods is essential.',
  },
  {
    role: 'Export Manager',
    vacancy: 1,
    position: 'Indore (Hybrid)',
    lowSalary: 800000,
    highSalary: 1200000,
    otherDetails:
      'Graduate or MBA in international business with 7 or more years of chemical exports to the Middle East, Africa or South-East Asia. You will manage our overseas distributors in more than 11 countries, handle registrations support and export documentation, and represent us at international trade shows. Strong written English is essential; Arabic or French is a plus.',
  },
];

/** The served job posts; jobdec points at the post's anchor on the careers page. */
export function createJobs(): ServedJob[] {
  return JOB_SPECS.map((job) => {
    const id = makeObjectId('job', job.role);
    return { id, ...job, jobdec: `/career#job-${id}` };
  });
}
