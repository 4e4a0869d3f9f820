import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** What the reference API keeps: every enquiry, call-back, candidate and uploaded file. */
export type SubmissionKind = 'enquiry' | 'callback' | 'candidate';

export interface Submission {
  id: number;
  kind: SubmissionKind;
  receivedAt: string;
  payload: Record<string, unknown>;
}

export interface StoredUpload {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  receivedAt: string;
}

/**
 * SQLite in WAL mode with synchronous=FULL: an answer is sent only after its row is durable,
 * so killing the server never loses anything it has acknowledged.
 */
export class Store {
  readonly #db: DatabaseSync;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path);
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        received_at TEXT NOT NULL,
        payload TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS uploads (
        id TEXT PRIMARY KEY,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        received_at TEXT NOT NULL,
        content BLOB NOT NULL
      );
    `);
  }

  addSubmission(kind: SubmissionKind, payload: Record<string, unknown>): number {
    const result = this.#db
      .prepare('INSERT INTO submissions (kind, received_at, payload) VALUES (?, ?, ?)')
      .run(kind, new Date().toISOString(), JSON.stringify(payload));
    return Number(result.lastInsertRowid);
  }

  listSubmissions(kind?: SubmissionKind): Submission[] {
    const rows = kind
      ? this.#db.prepare('SELECT * FROM submissions WHERE kind = ? ORDER BY id').all(kind)
      : this.#db.prepare('SELECT * FROM submissions ORDER BY id').all();
    return rows.map((row) => ({
      id: Number(row['id']),
      kind: row['kind'] as SubmissionKind,
      receivedAt: String(row['received_at']),
      payload: JSON.parse(String(row['payload'])) as Record<string, unknown>,
    }));
  }

  addUpload(upload: Omit<StoredUpload, 'receivedAt'>, content: Uint8Array): void {
    this.#db
      .prepare(
        'INSERT INTO uploads (id, file_name, content_type, size, received_at, content) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(upload.id, upload.fileName, upload.contentType, upload.size, new Date().toISOString(), content);
  }

  getUpload(id: string): (StoredUpload & { content: Uint8Array }) | undefined {
    const row = this.#db.prepare('SELECT * FROM uploads WHERE id = ?').get(id);
    if (!row) return undefined;
    return {
      id: String(row['id']),
      fileName: String(row['file_name']),
      contentType: String(row['content_type']),
      size: Number(row['size']),
      receivedAt: String(row['received_at']),
      content: row['content'] as Uint8Array,
    };
  }

  listUploads(): StoredUpload[] {
    return this.#db
      .prepare('SELECT id, file_name, content_type, size, received_at FROM uploads ORDER BY received_at')
      .all()
      .map((row) => ({
        id: String(row['id']),
        fileName: String(row['file_name']),
        contentType: String(row['content_type']),
        size: Number(row['size']),
        receivedAt: String(row['received_at']),
      }));
  }

  close(): void {
    this.#db.close();
  }
}
