/** What can be reported: a book (its listing) or a person (their profile). */
export const REPORT_KINDS = ['book', 'person'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why, as the Report form offers it. */
export const REPORT_REASONS = ['counterfeit', 'offensive', 'spam', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open; dismissed by an admin; resolved (the listing or the account removed). */
export const REPORT_STATES = ['open', 'dismissed', 'resolved'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_NOTE_MAX_LENGTH = 500;
