import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { distDir, listHtmlFiles } from '../support/site.ts';

/*
 * html-validate over every HTML file of the build (pages, aliases and the 404 page) with the
 * project's .htmlvalidate.json: zero errors. No browser; the files as a static host serves them.
 */
test('every built page passes html-validate', async () => {
  test.setTimeout(180_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = listHtmlFiles();
  expect(files.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const file of files) {
    // The config is looked up from the file's name: give it one inside the project.
    const report = await validator.validateString(
      readFileSync(join(distDir, file), 'utf8'),
      join(process.cwd(), 'dist', file),
    );
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
        );
      }
    }
  }
  test.info().annotations.push({ type: 'validated', description: `${files.length} pages, ${problems.length} errors` });
  expect(problems).toEqual([]);
});
