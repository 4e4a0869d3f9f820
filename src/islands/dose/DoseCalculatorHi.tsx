import { doseCopyHi } from '../../content/dose/copy-hi.ts';
import DoseCalculator, { type DoseCalculatorProps } from './DoseCalculator.tsx';

/** The dose calculator island of Hindi pages (see ./DoseCalculatorEn.tsx). */
export default function DoseCalculatorHi(props: DoseCalculatorProps) {
  return <DoseCalculator {...props} copy={doseCopyHi} />;
}
