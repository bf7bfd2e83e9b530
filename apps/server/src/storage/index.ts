/** File store for original resumes and page images: a local folder under DATA_DIR by default.
 * Keys are relative paths such as `profiles/12/original.pdf`. */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  copy(from: string, to: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

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
