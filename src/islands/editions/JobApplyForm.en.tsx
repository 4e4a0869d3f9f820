import { formsCopyEn } from '../../content/forms/copy-en.ts';
import { careersCopyEn } from '../../content/forms/careers-en.ts';
import { JobApplyForm } from '../careers/JobApplyForm.tsx';

/** The job apply form in English: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function JobApplyFormEn() {
  return <JobApplyForm copy={formsCopyEn} words={careersCopyEn} />;
}
