export function writeCompressed(file: string, content: Buffer | string): void;
export function pageModules(portalDir: string): Map<string, string>;
