import { formsCopyHi } from '../../content/forms/copy-hi.ts';
import { careersCopyHi } from '../../content/forms/careers-hi.ts';
import { JobApplyForm } from '../careers/JobApplyForm.tsx';

/** The job apply form in Hindi: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function JobApplyFormHi() {
  return <JobApplyForm copy={formsCopyHi} words={careersCopyHi} />;
}
