/** Secrets the users give us (SMTP passwords, SMS provider tokens), encrypted at rest with AES-256-GCM under
 * SECRETS_KEY. A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url), bound by the GCM additional data
 * to what it belongs to (`smtp:<userId>`), so a value copied to another user's row does not open. */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { secretsKeyBytes } from '../config-schema';

const VERSION = 'v1';

export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** The box of SECRETS_KEY, or undefined when the key is unset (sending accounts are then off). */
  static fromConfig(secretsKey: string | undefined): SecretBox | undefined {
    if (!secretsKey) return undefined;
    const key = secretsKeyBytes(secretsKey);
    // configFromEnv refuses such a key; a key passed in code is checked here.
    if (!key) throw new Error('SECRETS_KEY must be 32 bytes (64 hex digits or base64)');
    return new SecretBox(key);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or undefined when the value was sealed under another key or context, or is damaged. */
  open(sealed: string, context: string): string | undefined {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) return undefined;
    try {
      // A fixed tag length: GCM would otherwise accept a truncated tag.
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: 16,
      });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return undefined;
    }
  }
}
