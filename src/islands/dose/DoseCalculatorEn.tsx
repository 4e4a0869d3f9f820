import { doseCopyEn } from '../../content/dose/copy-en.ts';
import DoseCalculator, { type DoseCalculatorProps } from './DoseCalculator.tsx';

/**
 * The dose calculator island of English pages. Each language is its own island, so a page's script
 * carries only its own words (DoseCopy holds functions, which cannot travel as island props).
 */
export default function DoseCalculatorEn(props: DoseCalculatorProps) {
  return <DoseCalculator {...props} copy={doseCopyEn} />;
}
