import { formsCopyHi } from '../../content/forms/copy-hi.ts';
import { careersCopyHi } from '../../content/forms/careers-hi.ts';
import { CareersSideForm } from '../careers/CareersSideForm.tsx';

/** The careers side form in Hindi: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function CareersSideFormHi() {
  return <CareersSideForm copy={formsCopyHi} words={careersCopyHi} />;
}
