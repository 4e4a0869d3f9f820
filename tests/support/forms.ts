import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Fault } from '../../scripts/dev/api/faults.ts';
import { minFillMs } from '../../src/lib/validation/forms.ts';
import { apiUrl, distDir, listHtmlFiles, readDist } from './site.ts';

/** Helpers of the forms' end-to-end tests (tests/e2e/forms-*.spec.ts). */

const dataDir = process.env['E2E_DATA_DIR'] ?? '.cache/e2e-data';

export interface Row {
  id: number;
  kind: string;
  receivedAt: string;
  payload: Record<string, unknown>;
}

/** What the reference API stored, read straight from its database. */
export function readSubmissions(kind?: 'enquiry' | 'callback' | 'candidate'): Row[] {
  const db = new DatabaseSync(join(dataDir, 'api.sqlite'), { readOnly: true });
  try {
    const rows = kind
      ? db.prepare('SELECT * FROM submissions WHERE kind = ? ORDER BY id').all(kind)
      : db.prepare('SELECT * FROM submissions ORDER BY id').all();
    return rows.map((row) => ({
      id: Number(row['id']),
      kind: String(row['kind']),
      receivedAt: String(row['received_at']),
      payload: JSON.parse(String(row['payload'])) as Record<string, unknown>,
    }));
  } finally {
    db.close();
  }
}

/** The stored submissions whose payload has this name (tests give every submission a unique name). */
export function submissionsNamed(name: string): Row[] {
  return readSubmissions().filter((row) => row.payload['name'] === name);
}

export function readUploads(): Array<{ id: string; fileName: string; receivedAt: string }> {
  const db = new DatabaseSync(join(dataDir, 'api.sqlite'), { readOnly: true });
  try {
    return db
      .prepare('SELECT id, file_name, received_at FROM uploads ORDER BY received_at')
      .all()
      .map((row) => ({
        id: String(row['id']),
        fileName: String(row['file_name']),
        receivedAt: String(row['received_at']),
      }));
  } finally {
    db.close();
  }
}

/** Tells the reference API to misbehave; always scope with `times`. */
export async function setFault(fault: Fault): Promise<void> {
  const response = await fetch(`${apiUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${apiUrl}/__control/faults`, { method: 'DELETE' });
}

/** A name no other test uses, so its row can be found in the shared database. */
export function uniqueName(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** True when the built site has this page (pages land from other branches). */
export function hasPage(file: string): boolean {
  return existsSync(join(distDir, file));
}

/** The first built page whose HTML contains every one of these strings. */
export function findPageWith(...needles: string[]): string | undefined {
  const file = listHtmlFiles().find((candidate) => {
    const html = readDist(candidate);
    return needles.every((needle) => html.includes(needle));
  });
  return file ? '/' + file.replace(/\.html$/, '').replace(/(^|\/)index$/, '') : undefined;
}

/** The page's toaster. */
export function toaster(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/** The toast showing exactly this text. */
export function toast(page: Page, text: string): Locator {
  return toaster(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(text, { exact: true }) });
}

/** Touches an in-page form as a visitor would (focus on its first field), which wakes its island, and waits until it is ready. */
export async function hydrate(form: Locator): Promise<void> {
  await form.locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea').first().focus();
  await expect(form.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  await expect(form).toHaveAttribute('data-island-ready', '');
}

/** Waits out the bots' minimum fill time, as a person would take it. */
export async function personPause(page: Page): Promise<void> {
  await page.waitForTimeout(minFillMs + 150);
}

/** A small real PDF (the file host checks the first bytes). */
export function pdfFile(name = 'cv.pdf', size = 2048) {
  const head = Buffer.from('%PDF-1.4\n% test CV\n');
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]),
  };
}

/** A small DOCX-looking file (ZIP magic). */
export function docxFile(name = 'cv.docx') {
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1024, 0x20)]),
  };
}
