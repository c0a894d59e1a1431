/** A company value compared to the company's avatar (values missions, spec section 3). */
export interface ExtraSupportedField {
  /** key of the value in `extra_fields` of a company matching */
  field_name_in_api: string;
  /** label shown as a column header */
  field_name_for_user: string;
}

export interface Company {
  pk: number;
  name: string;
  company_logo: string | null;
  barometer_text_header1: string | null;
  barometer_text_header2: string | null;
  barometer_text_intro: string | null;
  supports_barometer: boolean;
  supports_avatar: boolean;
  quotation_access: boolean;
  /** the company's time zone (IANA name): its calendar, in which a mission's end date is a day */
  time_zone: string;
  extra_supported_fields: ExtraSupportedField[];
}

/** One entry of a profile's `companies` list; the active company is the first. */
export interface CompanyMembership {
  company: Company;
}
