/** `npm run api:inbox`: what the reference API has received, newest last. */
import { resolve } from 'node:path';
import { Store } from './store.ts';

const store = new Store(resolve(process.env['API_DATA_DIR'] ?? '.data', 'api.sqlite'));
const submissions = store.listSubmissions();
const uploads = store.listUploads();
store.close();

if (!submissions.length && !uploads.length) console.log('The inbox is empty: nothing has been submitted yet.');
for (const { id, kind, receivedAt, payload } of submissions) {
  console.log(`#${id} ${kind} at ${receivedAt}`);
  console.log(JSON.stringify(payload, null, 2).replace(/^/gm, '    '));
}
if (uploads.length) {
  console.log(`\n${uploads.length} uploaded file(s):`);
  for (const upload of uploads)
    console.log(
      `  ${upload.id}  ${upload.fileName}  ${upload.contentType}  ${upload.size} bytes  ${upload.receivedAt}`,
    );
}
