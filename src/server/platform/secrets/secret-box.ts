import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (vendor tokens, API keys, webhook signing secrets): AES-256-GCM with a key
 * derived from APP_SECRET by HKDF, a fresh 96-bit IV per value, and a key id stored beside each
 * value so APP_SECRET can rotate (the old secret goes in APP_SECRET_PREVIOUS until every value
 * has been sealed again). Decision 034.
 *
 * A sealed value is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). Every value is
 * sealed for a context (its table, column and row, e.g. `social_connections.access_token:<id>`)
 * that is authenticated but not stored: a value copied into another row or column does not
 * open there.
 */
const FORMAT = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface SealingKey {
  id: string;
  key: Buffer;
}

/** Why a sealed value could not be opened; never carries the value or the key. */
export class SecretOpenError extends Error {
  constructor(reason: string) {
    super(`Could not open a stored secret: ${reason}`);
    this.name = 'SecretOpenError';
  }
}

function deriveKey(appSecret: string): SealingKey {
  const key = Buffer.from(
    hkdfSync('sha256', appSecret, 'reelcast secrets', `aes-256-gcm ${FORMAT}`, KEY_BYTES),
  );
  // The id names the key without revealing it: a hash of the derived key, cut short.
  const id = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return { id, key };
}

export class SecretBox {
  readonly #current: SealingKey;
  readonly #byId: Map<string, SealingKey>;

  /** `previous`: secrets that sealed values still stored (APP_SECRET_PREVIOUS). */
  constructor(appSecret: string, previous: readonly string[] = []) {
    this.#current = deriveKey(appSecret);
    this.#byId = new Map([this.#current, ...previous.map(deriveKey)].map((k) => [k.id, k]));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
    return [FORMAT, this.#current.id, ...parts].join('.');
  }

  open(sealed: string, context: string): string {
    const [format, keyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
    if (format !== FORMAT || !keyId || !iv || !tag || ciphertext === undefined || rest.length) {
      throw new SecretOpenError('not a sealed value');
    }
    const sealing = this.#byId.get(keyId);
    if (!sealing) throw new SecretOpenError('sealed with a secret this server does not have');
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
      throw new SecretOpenError('not a sealed value');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', sealing.key, ivBytes);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      const opened = Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]);
      return opened.toString('utf8');
    } catch {
      throw new SecretOpenError('it was changed, or belongs to another row');
    }
  }

  /** Whether a value was sealed with a previous secret (seal it again with the current one). */
  sealedWithPreviousSecret(sealed: string): boolean {
    return sealed.split('.')[1] !== this.#current.id;
  }
}
