import { formsCopyHi } from '../../content/forms/copy-hi.ts';
import { finderCopyHi } from '../../content/forms/finder-hi.ts';
import { HomeFinder } from '../finder/HomeFinder.tsx';

/** The home page finder in Hindi: an island entry of its own, so a page's script carries the words of its language only (./README.md). */
export default function HomeFinderHi(props: Omit<Parameters<typeof HomeFinder>[0], 'copy' | 'words' | 'locale'>) {
  return <HomeFinder {...props} copy={formsCopyHi} words={finderCopyHi} locale="hi" />;
}
