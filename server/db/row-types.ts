/**
 * Column groups that several raw-SQL queries select under the same names, typed once. The parties' names and
 * avatar keys come from left joins on profiles, so they are null when a profile is gone.
 */
export type PartiesRow = {
  host_id: string | null;
  host_name: string | null;
  host_avatar: string | null;
  creator_id: string | null;
  creator_name: string | null;
  creator_avatar: string | null;
};

/** A listing's stay rules (issue 11) as `l.flexible_dates, l.min_nights, …` select them. */
export type StayRulesRow = {
  flexible_dates: boolean;
  min_nights: number;
  max_nights: number;
  booking_horizon_months: number;
  time_zone: string;
};

/** What negotiated terms agree on (issue 16), as `t.compensation_type, t.payment_amount_cents, …` select them. */
export type AgreedTermsRow = {
  compensation_type: string;
  payment_amount_cents: number;
  additional_nights: number;
  usage_rights: string;
  usage_duration_months: number;
  special_requirements: string | null;
};
