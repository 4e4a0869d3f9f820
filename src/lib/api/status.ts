/**
 * The API answers status as 1/0 on some calls and true/false on others (1 or true is success);
 * some servers send them as strings. Anything else is treated as a failure.
 */
export function isSuccessStatus(status: unknown): boolean {
  return status === 1 || status === true || status === '1' || status === 'true';
}
