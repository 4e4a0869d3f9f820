/**
 * Tells someone when a publish fails or is held (PUBLISH_NOTIFY_URL): a JSON POST whose `text` field
 * is the message, the shape Slack, Mattermost, Google Chat and Teams' incoming webhooks accept, and
 * which any mail gateway with a webhook can turn into an e-mail. A notification that cannot be sent is
 * logged; it never changes the publish.
 */
import type { PublishRecord } from './history.ts';

export async function notifyOutcome(url: string | undefined, record: PublishRecord, statusUrl: URL): Promise<void> {
  if (!url || record.outcome === 'live') return;
  const text = `Publish ${record.outcome === 'held' ? 'held for confirmation' : 'failed'}: ${record.reason ?? 'no reason given'}. The site still shows the publish before it. Status: ${statusUrl.href}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, outcome: record.outcome, reason: record.reason, finishedAt: record.finishedAt }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) console.error(`publisher: the notification got HTTP ${response.status}`);
  } catch (error) {
    console.error('publisher: the notification could not be sent:', error);
  }
}
