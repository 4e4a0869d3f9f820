import { formsCopyEn } from '../../content/forms/copy-en.ts';
import { careersCopyEn } from '../../content/forms/careers-en.ts';
import { CareersSideForm } from '../careers/CareersSideForm.tsx';

/** The careers side form in English: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function CareersSideFormEn() {
  return <CareersSideForm copy={formsCopyEn} words={careersCopyEn} />;
}
