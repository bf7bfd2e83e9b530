/** File store for original resumes and page images: a local folder under DATA_DIR by default.
 * Keys are relative paths such as `profiles/12/original.pdf`. */
import fs from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';

export interface FileStore {
  /** Where the files live, for log lines and the health answers: "local folder /srv/data/files". */
  readonly location: string;
  /** A local folder is this server's own unless every server mounts the same one (issue 42). */
  readonly kind: 'local' | 's3';
  /** Throws when the store cannot be used (readiness, /readyz). */
  check(): Promise<void>;
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  copy(from: string, to: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly location: string;
  constructor(private readonly root: string) {
    this.location = `local folder ${path.resolve(root)}`;
  }

  /** The folder exists (or can be made) and takes a file. */
  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, constants.W_OK);
  }

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Bad storage key ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch {
      return null;
    }
  }

  async copy(from: string, to: string): Promise<void> {
    const data = await this.get(from);
    if (data) await this.put(to, data);
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.resolve(prefix), { recursive: true, force: true });
  }
}
