/** What an error of a publish says of itself: its name, its system error code, the HTTP status the service answered. */
function partsOf(error: unknown): { name: string; code: string; status: number | undefined } {
  return {
    name: (error as { name?: string }).name ?? '',
    code: (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code ?? '',
    status: (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
  };
}

const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH'];
const REFUSED_CREDENTIALS = ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidToken', 'ExpiredToken'];

/**
 * Whether the storage service itself is the trouble: out of reach, silent, not a storage service, no
 * such bucket, credentials refused. A build that ran in the folder meanwhile cannot cause such an
 * error, as it can a digest the service refused or a file gone.
 */
export function isStorageTrouble(error: unknown): boolean {
  const { name, code, status } = partsOf(error);
  return UNREACHABLE.includes(code) || name === 'TimeoutError' || name === 'NotS3Answer' || name === 'NoSuchBucket' || name === 'CredentialsProviderError' || REFUSED_CREDENTIALS.includes(name) || status === 403;
}

/** A failure of the storage service, told as a person needs it: what happened and what to do. No stack trace. */
export function describeS3Error(error: unknown, settings: { bucket: string; endpoint?: string }): string {
  const { name, code, status } = partsOf(error);
  const where = settings.endpoint ?? 'AWS S3';
  if (name === 'PublishedConcurrently')
    return `${(error as Error).message}\n  hint: Nothing was deleted. Once the other has finished, publish the newest build again (and publish from one place at a time): it makes the bucket that build's site.`;
  if (name === 'NotS3Answer')
    return `${(error as Error).message}\n  hint: Check --endpoint: it is the storage service's API address (such as https://s3.eu-west-1.amazonaws.com or https://ACCOUNT.r2.cloudflarestorage.com), not the address of the site it serves.`;
  if (name === 'PublishedKeysDamaged')
    return `${(error as Error).message}\n  hint: Restore it from a backup or a copy, or remove it: --delete then removes nothing until a publish has listed the site again.`;
  // A 404 of an object (gone between the listing and a look at it: another publish ran) is no missing bucket.
  if (name === 'NoSuchBucket' || (status === 404 && name !== 'NoSuchKey' && name !== 'NotFound'))
    return `The bucket "${settings.bucket}" does not exist at ${where}.\n  hint: Create it, or check --bucket (and --endpoint, --region).`;
  if (name === 'CredentialsProviderError')
    return `No credentials for ${where} were found.\n  hint: Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) in the environment.`;
  if (REFUSED_CREDENTIALS.includes(name) || status === 403)
    return `${where} refused the credentials (${name || status}).\n  hint: Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) to a key allowed to list, read, write and delete in "${settings.bucket}".`;
  if (UNREACHABLE.includes(code) || name === 'TimeoutError')
    return `Could not reach ${where} (${code || name}).\n  hint: Check --endpoint and the network; the publish can be run again safely.`;
  return `The storage service failed: ${(error as Error).message || name} ${status ? `(HTTP ${status})` : ''}\n  hint: Run the publish again; it uploads only what is still missing.`;
}
