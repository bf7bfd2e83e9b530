/** Common shape of an e-mail message (Outlook .msg or MIME .eml) and its attachments. */
export interface ResumeAttachment {
  /** Path inside the message, nested messages as "Inner mail/INNER 1.pdf". */
  path: string;
  bytes: Uint8Array;
}

export interface MessageContent {
  subject: string;
  from: string | null;
  /** Plain-text body (from the HTML body when there is no plain text). */
  body: string;
  /** Every attachment in stored order, nested ones prefixed with their message's name. */
  attachments: string[];
  /** .docx and .pdf attachments in stored order, nested ones included. */
  resumeFiles: ResumeAttachment[];
}

export function isResumeAttachment(name: string): boolean {
  return /\.(?:docx|pdf)$/i.test(name.trim());
}
