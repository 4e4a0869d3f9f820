/**
 * `npm run bench`: a production build from the reference API, then bench:size, bench:lighthouse,
 * bench:build and bench:publish, and the README's figures updated (bench:readme). Takes a while (the 10,000- and
 * 100,000-product builds, the latter 25–35 minutes a full build, and 45 Lighthouse runs, 9 of them of the old
 * architecture): run the named parts to measure one thing.
 */
import { buildSite } from '../../build-site.ts';
import { runBuildBench } from './build.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { runPublishBench } from './publish.ts';
import { updateReadme } from './readme.ts';
import { runSizeBench } from './size.ts';

await buildSite();
console.log(`\n## Bytes per page type\n\n${await runSizeBench()}`);
console.log(`\n## Lighthouse\n\n${await runLighthouseBench()}`);
console.log(`\n## Build\n\n${await runBuildBench()}`);
console.log(`\n## Publish\n\n${await runPublishBench()}`);
console.log(`\nREADME.md updated with: ${updateReadme().join(', ')}`);
