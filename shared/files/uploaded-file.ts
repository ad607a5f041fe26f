/** A file a caller sent (a multipart part), as the HTTP layer hands it to the domain. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  size: number;
  /** True when the file was cut at the parser's size limit: treat as too large. */
  truncated: boolean;
  content: Buffer;
}
