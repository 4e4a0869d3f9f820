import { describeSubmit, endpoints, postJson, uploadFile, type Notice, type PostResult } from '../../lib/api/client.ts';
import { toAsciiDigits } from '../../lib/validation/forms.ts';
import type { CareersCopy, FormsCopy } from '../../content/forms/types.ts';

/** The candidate payload POST /api/CreateCandidate takes, without the CV URL the upload gives. */
export interface CandidateFields {
  name: string;
  emailId: string;
  role: string;
  department: string;
  otherDetails: string;
}

export type ApplicationOutcome =
  { stage: 'upload-failed'; detail: string | null } | { stage: 'sent'; result: PostResult };

/**
 * A job application in the order the API expects: the CV to the file host first, then its
 * secure URL in POST /api/CreateCandidate. Without a file the candidate is posted with an empty
 * cv (the careers side form checks nothing; the server answers). `words` says why an upload failed.
 */
export async function sendApplication(
  file: File | null,
  fields: CandidateFields,
  onProgress: (fraction: number) => void,
  words: CareersCopy,
): Promise<ApplicationOutcome> {
  let cv = '';
  if (file) {
    const upload = await uploadFile(file, { onProgress });
    if (!upload.ok) {
      console.warn('CV upload failed:', upload.reason, upload.message ?? '');
      const detail =
        upload.reason === 'timeout'
          ? words.uploadTimeout
          : upload.reason === 'network'
            ? words.uploadNetwork
            : upload.message;
      return { stage: 'upload-failed', detail };
    }
    cv = upload.url;
  }
  return { stage: 'sent', result: await postJson(endpoints.createCandidate, { ...fields, cv }) };
}

/** What a visitor is told of an application: a toast, the notice under the button, and whether it arrived. */
export interface ApplicationReply {
  toast: Notice;
  notice: Notice;
  received: boolean;
}

/**
 * The reply to an application. A CV that could not be uploaded toasts "PDF upload failed" and says
 * why under the button; otherwise both say what the API answered, in the form's own words (`copy`,
 * the page's language).
 */
export function describeApplication(
  sent: ApplicationOutcome,
  texts: { success: string; fallback?: string },
  copy: FormsCopy,
  words: CareersCopy,
): ApplicationReply {
  if (sent.stage === 'upload-failed') {
    const failed = copy.validation.uploadFailed;
    // The reason's own full stop (or danda) gives way to the notice's, which read "connection.. Please try again.".
    const message = words.uploadFailedNotice(failed, sent.detail?.replace(/[.।]+$/u, '') ?? null);
    return {
      toast: { tone: 'error', message: failed },
      notice: { tone: 'error', message },
      received: false,
    };
  }
  const notice = describeSubmit(sent.result, texts, copy.submit);
  return { toast: notice, notice, received: sent.result.kind === 'success' };
}

/** otherDetails as HR reads it: the visitor's note, then the phone and the job post, one per line. */
export function composeOtherDetails(parts: { note?: string; phone?: string; jobId?: string }): string {
  return [
    parts.note?.trim() ?? '',
    parts.phone?.trim() ? `Phone: ${toAsciiDigits(parts.phone.trim())}` : '',
    parts.jobId?.trim() ? `Job post: ${parts.jobId.trim()}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
