/**
 * The key prefixes of the files bucket, one per kind of object: code that builds a key starts it
 * with one of these, and each module declares the prefixes it reads and writes (`Grants.bucket`),
 * which are all its function's IAM policy names (`<bucket>/<prefix>*`).
 */
export const filePrefixes = {
  /** Archive files: `archives/<archive>/files/<file id>/<n>-<name>`. */
  archives: 'archives/',
  /** HR files: leave attachments `hr/leave-requests/<request>/<n>-<name>`. */
  hr: 'hr/',
  /** Client avatars, put by the back office. */
  clients: 'clients/',
  /** The company's logo and print watermark, put by the back office. */
  company: 'company/',
  /** Discount value-type icons: `icons/discount-<value type>.svg`. */
  icons: 'icons/',
  /** Maintenance request attachments, comment attachments and invoices. */
  maintenance: 'maintenance-requests/',
  /** Purchasing files: payment receipts `purchasing/payments/<order>/<uuid>-<name>`. */
  purchasing: 'purchasing/',
  /** Purchase request comment attachments: `purchase-requests/<request>/comments/<n>-<name>`. */
  purchaseRequests: 'purchase-requests/',
  /** Rendered PDFs: `prints/<type>/<uuid>.pdf` (written by the print renderer). */
  prints: 'prints/',
  /** Scheduled reports' files: `prints/scheduled-reports/<schedule>/<log>.csv` (written by the scheduler, mailed as attachments). */
  scheduledReports: 'prints/scheduled-reports/',
  /** Project cover images, put by the back office. */
  projects: 'projects/',
  /** Self-service attachments (a document update's file): `self-service/<request>/<n>-<name>`. */
  selfService: 'self-service/',
  /** Sale files: `sales/<sale>/files/<uuid>/<n>-<name>`. */
  sales: 'sales/',
  /** Presigned uploads before their completion copies them to their key (expired after a day). */
  staging: 'staging/',
  /** Unit documents (floor plans), put by the back office. */
  units: 'units/',
} as const;

/** One of the files bucket's key prefixes. */
export type FilePrefix = (typeof filePrefixes)[keyof typeof filePrefixes];
