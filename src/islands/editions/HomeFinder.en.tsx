import { formsCopyEn } from '../../content/forms/copy-en.ts';
import { finderCopyEn } from '../../content/forms/finder-en.ts';
import { HomeFinder } from '../finder/HomeFinder.tsx';

/** The home page finder in English: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function HomeFinderEn(props: Omit<Parameters<typeof HomeFinder>[0], 'copy' | 'words' | 'locale'>) {
  return <HomeFinder {...props} copy={formsCopyEn} words={finderCopyEn} locale="en" />;
}
