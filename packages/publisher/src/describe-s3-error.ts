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
  if (name === 'PublishedConcurrently') {
    const deleted = (error as { deleted?: number }).deleted ?? 0;
    const what = deleted > 0 ? `It had deleted ${deleted} stale object${deleted === 1 ? '' : 's'} before it found the other.` : 'Nothing was deleted.';
    return `${(error as Error).message}\n  hint: ${what} Once the other has finished, publish the newest build again (and publish from one place at a time): it makes the bucket that build's site.`;
  }
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
  // A file of the build that cannot be read is this machine's trouble, which no run again mends.
  const file = (error as { path?: unknown; syscall?: unknown }).path;
  if (TOO_MANY_OPEN.includes(code))
    return `Too many files were open at once (${code}).\n  hint: Publish with a lower --concurrency, or raise the limit of open files (ulimit -n).`;
  if (typeof file === 'string' && typeof (error as { syscall?: unknown }).syscall === 'string' && LOCAL_FAILURES.includes(code))
    return `Could not read ${file} (${code}).\n  hint: Make the build's files readable by the user who publishes (or build again as that user).`;
  const region = regionOf(error);
  if (name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed' || name === 'IllegalLocationConstraintException' || (status === 301 && region))
    return `${where} says "${settings.bucket}" is in another region${region ? ` (${region})` : ''} (${name || status}).\n  hint: Pass --region ${region ?? 'REGION'} (or set publish.region in the config), with the endpoint of that region if you give one.`;
  if (/region/i.test(name) || /\bregion\b.*not (accepted|valid)|valid hostname component/i.test((error as Error).message ?? ''))
    return `The region is not one the storage service knows: ${(error as Error).message}\n  hint: Check --region (or publish.region in the config), such as eu-west-1.`;
  // Ceph answers with an empty message, which the SDK calls "UnknownError": its code says more.
  const message = (error as Error).message;
  const said = !message || message === 'UnknownError' ? name || 'an error' : message;
  // An object gone or changed meanwhile (another publish ran), or throttling that outlasted the retries, passes.
  if (status !== undefined && status >= 400 && status < 500 && ![404, 409, 412, 429].includes(status) && !PASSING.includes(name))
    return `The storage service refused a request: ${said} (HTTP ${status}).\n  hint: Check --bucket, --endpoint and --region; running the publish again sends the same request.`;
  return `The storage service failed: ${said} ${status ? `(HTTP ${status})` : ''}\n  hint: Run the publish again; it uploads only what is still missing.`;
}

/** Errors of this machine's files (not of the service): a file that cannot be read. */
const LOCAL_FAILURES = ['EACCES', 'EPERM', 'EISDIR', 'ELOOP'];
const TOO_MANY_OPEN = ['EMFILE', 'ENFILE'];
/** Answers of 400 that pass: a request too slow, a body that changed as it went (a build ran), throttling. */
const PASSING = ['RequestTimeout', 'BadDigest', 'InvalidDigest', 'SlowDown', 'IncompleteBody'];

/** The region a service says a bucket is in: in its error (`Region`), or in the answer's `x-amz-bucket-region`. */
function regionOf(error: unknown): string | undefined {
  const said = (error as { Region?: unknown; $response?: { headers?: Record<string, string | undefined> } });
  const region = typeof said.Region === 'string' ? said.Region : said.$response?.headers?.['x-amz-bucket-region'];
  return region && /^[a-z0-9-]+$/.test(region) ? region : undefined;
}
