import * as z from 'zod';
import { bool, date, int, num, numericString, str, timestamp, url } from './fields';

/**
 * The records of the specification as strict zod schemas: exactly the listed fields with their
 * types. Contract tests check every response against them; the OpenAPI document is built from them.
 */

export const ClientSimple = z.strictObject({ id: int(), name: str(), phone: str(), email: str() });
export const UserSimple = z.strictObject({
  id: int(),
  name: str(),
  email: str(),
  phone: num(),
  job_title: str(),
  id_number: int(),
});
export const ProjectSimple = z.strictObject({
  id: int(),
  name: str(),
  code: str(),
  status: str(),
  type: str(),
  image: url(),
  start_work_date: timestamp(),
  end_work_date: timestamp(),
});
export const BuildingSimple = z.strictObject({
  id: int(),
  name: str(),
  project_id: int(),
  type: str(),
  land_area: str(),
  tax_value: num(),
  price_after_tax: num(),
});
export const UnitSimple = z.strictObject({
  id: int(),
  building_id: int(),
  project_id: int(),
  is_for_rent: bool(),
  name: str(),
  status: str(),
  floor: str(),
  room_count: int(),
  bathroom_count: int(),
});
export const SaleSimple = z.strictObject({
  id: int(),
  reason_for_pay_id: int(),
  project_id: int(),
  building_id: int(),
  unit_id: int(),
  tax_reference_number: int(),
  sale_type: str(),
  target_type: str(),
  status: str(),
});
export const BookingSimple = z.strictObject({
  id: int(),
  unit_id: int(),
  building_id: int(),
  client_id: int(),
  booking_open_at: timestamp(),
  booking_expired_at: timestamp(),
  booking_open_at_text: str(),
  booking_expired_at_text: str(),
});
export const Area = z.strictObject({ id: int(), name: str(), type: str() });
export const Block = Area;
export const City = z.strictObject({
  id: int(),
  country_id: int(),
  parent_id: int(),
  name: str(),
  type: str(),
});
export const CountrySummary = z.strictObject({ id: int(), name: str() });
export const RentalRequestSimple = z.strictObject({ id: int(), unit_name: str(), bathrooms_count: int() });
export const RentalSimple = z.strictObject({ id: int(), rental_owner_type: str(), unit_name: str() });
export const Option = z.strictObject({ id: int(), type: str(), name: str(), is_active: bool() });
export const PurchaseRequestOfferSummary = z.strictObject({
  id: int(),
  status: str(),
  description: str(),
  offer_number: int(),
  total: num(),
});
export const PurchaseRequestSummary = z.strictObject({
  id: int(),
  from_user_id: int(),
  project_id: int(),
  title: str(),
  status: str(),
});
export const LandOwnerSummary = z.strictObject({
  id: int(),
  name: str(),
  email: str(),
  phone: num(),
  type: str(),
});

export const Client = z.strictObject({
  id: int(),
  name: str(),
  phone: str(),
  other_phone: str(),
  email: str(),
  nationality_id: int(),
  area_id: int(),
  city_id: int(),
  block_id: int(),
  sale_support_user_id: int(),
  national_id: int(),
  national_id_end_date: timestamp(),
  date_of_birth: timestamp(),
  postal_code: int(),
  gender: str(),
  address: str(),
  income: str(),
  education_level: str(),
  platform: str(),
  nationality: str(),
  avatar: str(),
  avatar_url: url(),
  saleSupportUser: UserSimple.nullable(),
  area: Area.nullable(),
  city: City.nullable(),
  block: Block.nullable(),
});

/** The Client record of the update operation and the daily digest. */
export const ClientWithDeals = Client.extend({
  sales: z.array(SaleSimple),
  rentalRequests: z.array(RentalRequestSimple),
  bookings: z.array(BookingSimple),
});

export const Unit = z.strictObject({
  id: int(),
  building_id: int(),
  project_id: int(),
  is_for_rent: bool(),
  name: str(),
  status: str(),
  url_360: url(),
  floor: str(),
  room_count: int(),
  doc_unit_number: int(),
  doc_number: int(),
  area: str(),
  bathroom_count: int(),
  is_furnished: bool(),
  garage: str(),
  tax_rate: num(),
  price_before_tax: num(),
  website_price: num(),
  air_conditioner_count: int(),
  electricity_number_out: int(),
  electricity_number_in: int(),
  emptying_deed_number: int(),
  deed_number: int(),
  water_meter_number: int(),
  view: str(),
  interface: str(),
  ac_type: str(),
  board_type: str(),
  tax_value: num(),
  price_after_tax: num(),
  name_full: str(),
  project: ProjectSimple.nullable(),
  building: BuildingSimple.nullable(),
  sale: SaleSimple.nullable(),
  activeBooking: BookingSimple.nullable(),
  nextBooking: BookingSimple.nullable(),
  client: ClientSimple.nullable(),
  bookings_count: z.number().int(),
  comments_count: z.number().int(),
  sale_clients_count: z.number().int(),
  clients_count: z.number().int(),
});

const counter = () => z.number().int();

export const Project = z.strictObject({
  id: int(),
  project_manager_user_id: int(),
  developer_id: int(),
  owner_id: int(),
  government_user_id: int(),
  sales_on_map_user_id: int(),
  name: str(),
  code: str(),
  description: str(),
  status: str(),
  type: str(),
  sale_type: str(),
  project_receipt_date: timestamp(),
  units_delivery_date: timestamp(),
  start_work_date: timestamp(),
  end_work_date: timestamp(),
  work_days: int(),
  work_months: int(),
  parking_number: int(),
  cellar_number: int(),
  buildings_number: int(),
  units_number: int(),
  building_surfaces: str(),
  steps_completed_percent: str(),
  project_items_completion_rate: str(),
  cost_of_development: num(),
  cost_of_development_expenses: num(),
  cost_of_contractor: num(),
  cost_of_contractor_expenses: num(),
  building_permit: str(),
  project_load_file: str(),
  electricity_meter_file: str(),
  water_meter_file: str(),
  site_sketch_file: str(),
  subdivision_report_file: str(),
  water_meter_and_sewer: str(),
  surveying_decision_for_subdivision: str(),
  letter_addressed_to_municipality: str(),
  sign_and_dimension_file: str(),
  consultant_report: str(),
  rent_cost_of_development: str(),
  rent_allocated_budget: str(),
  rent_cost_of_contractor: str(),
  allocated_budget: str(),
  allocated_budget_expenses: str(),
  percent_work_day: date(),
  developer: UserSimple.nullable(),
  landOwner: LandOwnerSummary.nullable(),
  governmentUser: UserSimple.nullable(),
  projectManagerUser: UserSimple.nullable(),
  salesOnMapUser: UserSimple.nullable(),
  units_count: counter(),
  buildings_count: counter(),
  project_building_types_count: counter(),
  lands_count: counter(),
  delegates_count: counter(),
  service_categories_count: counter(),
  purchase_requests_count: counter(),
  marketings_count: counter(),
  raise_budgets_count: counter(),
  procedures_count: counter(),
  project_procedures_count: counter(),
  materials_count: counter(),
  project_services_count: counter(),
  project_items_count: counter(),
  project_stakeholders_count: counter(),
  contracts_count: counter(),
});

export const Discount = z.strictObject({
  id: int(),
  unit_id: int(),
  client_id: int(),
  status_updated_by_user_id: int(),
  project_id: int(),
  building_id: int(),
  name: str(),
  type: str(),
  max_value: str(),
  name_text: str(),
  value_type: str(),
  value: str(),
  status: str(),
  target_type: str(),
  value_type_icon: url(),
  start_date: timestamp(),
  end_date: timestamp(),
  status_updated_at: timestamp(),
  projects_count: z.number().int(),
  project: ProjectSimple.nullable(),
  building: BuildingSimple.nullable(),
  client: ClientSimple.nullable(),
  unit: UnitSimple.nullable(),
  statusUpdatedByUser: UserSimple.nullable(),
});

export const PurchaseOrderDetail = z.strictObject({
  id: int(),
  purchase_request_offer_details_id: int(),
  purchase_order_id: int(),
  purchaseRequestDetails: z.array(
    z.strictObject({
      id: int(),
      material_id: int(),
      purchase_request_id: int(),
      amount: num(),
      technical_specifications: str(),
    }),
  ),
  purchaseRequestOfferDetails: z.array(
    z.strictObject({
      id: int(),
      request_details_id: int(),
      request_offer_id: int(),
      qty: num(),
      one_piece_price: num(),
      expected_delivery_date: timestamp(),
      total: num(),
    }),
  ),
});

export const Payment = z.strictObject({
  id: int(),
  paid_by_id: int(),
  modelable_id: int(),
  modelable_type: str(),
  amount: num(),
  paid_at: timestamp(),
  status: str(),
  receipt: str(),
  paid_at_text: str(),
});

export const PurchaseOrder = z.strictObject({
  id: int(),
  title: str(),
  payment_terms: str(),
  supplying_duration: str(),
  note: str(),
  status: str(),
  total: num(),
  purchaseRequestOffer: PurchaseRequestOfferSummary.nullable(),
  purchaseRequest: PurchaseRequestSummary.nullable(),
  supplier: UserSimple.nullable(),
  purchaseOrderDetails: z.array(PurchaseOrderDetail),
  payments: z.array(Payment),
});

/**
 * A request to raise a project's allocated budget to cover a purchase order: pending, then approved
 * or rejected (decided_at, and approved_by_user_id for the user who decided).
 */
export const RaiseBudget = z.strictObject({
  id: int(),
  project_id: int(),
  purchase_order_id: int(),
  requested_by_user_id: int(),
  approved_by_user_id: int(),
  amount: num(),
  reason: str(),
  status: str(),
  decided_at: timestamp(),
  created_at: timestamp(),
  project: ProjectSimple.nullable(),
  purchaseOrder: z.strictObject({ id: int(), title: str(), total: num(), status: str() }).nullable(),
  requestedBy: UserSimple.nullable(),
  approvedBy: UserSimple.nullable(),
});

export const ArchiveFolder = z.strictObject({
  id: z.number().int(),
  archive_id: z.number().int(),
  parent_id: int(),
  name: z.string(),
  created_at: timestamp(),
});

/** The unit rental record of the create-folder operation; `folder` (the folder made) is our documented extra. */
export const UnitRental = z.strictObject({
  id: int(),
  unit_id: int(),
  building_id: int(),
  project_id: int(),
  country_id: int(),
  area_id: int(),
  city_id: int(),
  block_id: int(),
  owner_client_id: int(),
  bathrooms_count: int(),
  payments_count: int(),
  halls_design: str(),
  unit_name: str(),
  collect_rent: str(),
  contract_period_per_month: str(),
  contract_documentation_fees: str(),
  status: str(),
  garage: str(),
  floor: str(),
  total_area: str(),
  type: str(),
  unit_type: str(),
  notes: str(),
  brokerage_amount: num(),
  insurance_amount: num(),
  collect_insurance_amount: num(),
  one_batches_price: num(),
  two_batches_price: num(),
  one_batches_price_brokerage: numericString(),
  two_batches_price_brokerage: numericString(),
  is_has_maid_room: bool(),
  is_received_suk: bool(),
  is_has_storage_room: bool(),
  is_has_roof: bool(),
  is_has_rather: bool(),
  is_has_air_conditioning: bool(),
  is_has_kitchen: bool(),
  is_kitchen_has_apps: bool(),
  is_furnished: bool(),
  unit_password: str(),
  unit_map_url: url(),
  ownerClient: ClientSimple.nullable(),
  unit: UnitSimple.nullable(),
  building: BuildingSimple.nullable(),
  project: ProjectSimple.nullable(),
  country: CountrySummary.nullable(),
  area: Area.nullable(),
  city: City.nullable(),
  block: Block.nullable(),
  rentals: z.array(RentalSimple),
  folder: ArchiveFolder.optional(),
});

/** A stored file as returned: name, size, type and a short-lived download URL. */
export const DownloadableFile = z.strictObject({
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  url: z.string().url(),
});

export const CommentRecord = z.strictObject({
  id: z.number().int(),
  maintenance_request_id: z.number().int(),
  client_id: int(),
  user_id: int(),
  comment: z.string(),
  attachments: z.array(DownloadableFile),
  created_at: timestamp(),
});

/** The record of the client add-comment operation (enquiry preferences); `comment` is our documented extra. */
export const EnquiryPreferences = z.strictObject({
  id: int(),
  client_id: int(),
  reason_for_buy: str(),
  payment_method: str(),
  project_size_range: str(),
  unit_size_range: str(),
  bedroom_count: str(),
  has_toilet_elderly: str(),
  has_kitchen: str(),
  note: str(),
  platform: str(),
  price_range: numericString(),
  client: ClientSimple.nullable(),
  options: z.array(Option),
  projects: z.array(ProjectSimple),
  units: z.array(UnitSimple),
  buildings: z.array(BuildingSimple),
  comment: CommentRecord.optional(),
});

/** A client's own attention request (enquiry) as the client surface shows it. */
export const ClientAttentionRequest = EnquiryPreferences.omit({ comment: true }).extend({
  created_at: timestamp(),
});

const Choice = z.strictObject({ key: z.string(), name: z.string() });
/** The enquiry form: the choices of each field, the active options and the projects. */
export const AttentionFormData = z.strictObject({
  reasons_for_buy: z.array(Choice),
  payment_methods: z.array(Choice),
  project_size_ranges: z.array(Choice),
  unit_size_ranges: z.array(Choice),
  options: z.array(Option),
  projects: z.array(ProjectSimple),
});

export const MaintenanceRequest = z.strictObject({
  id: z.number().int(),
  client_id: z.number().int(),
  unit_id: int(),
  category: str(),
  description: str(),
  status: str(),
  rating: int(),
  rating_note: str(),
  attachments: z.array(DownloadableFile),
  created_at: timestamp(),
  updated_at: timestamp(),
  comments_count: z.number().int(),
  unit: UnitSimple.nullable(),
});

/** The form of a new maintenance request: categories and the client's own units. */
export const MaintenanceFormData = z.strictObject({
  categories: z.array(z.strictObject({ key: z.string(), name: z.string() })),
  units: z.array(UnitSimple),
});

/** What a delete answers. */
export const Deleted = z.strictObject({ deleted: z.literal(true) });

/** What a login answers: a bearer token and who it speaks for. */
const tokenFields = {
  token: z.string().regex(/^\d+\|[A-Za-z0-9]{48}$/),
  token_type: z.literal('Bearer'),
  expires_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
};
export const ClientLogin = z.strictObject({ ...tokenFields, client: Client });
export const StaffLogin = z.strictObject({
  ...tokenFields,
  user: UserSimple.extend({ abilities: z.array(z.string()) }),
});

const ArchiveFileRecord = z
  .strictObject({
    id: z.number().int(),
    folder_id: int(),
    name: z.string(),
    size: z.number().int(),
    mime_type: z.string(),
    created_at: timestamp(),
  })
  .meta({ id: 'ArchiveFile' });
interface ArchiveFolderNode {
  id: number;
  parent_id: number | null;
  name: string;
  created_at: string | null;
  files: Array<z.output<typeof ArchiveFileRecord>>;
  folders: ArchiveFolderNode[];
}
const ArchiveFolderNode: z.ZodType<ArchiveFolderNode> = z
  .lazy(() =>
    z.strictObject({
      id: z.number().int(),
      parent_id: int(),
      name: z.string(),
      created_at: timestamp(),
      files: z.array(ArchiveFileRecord),
      folders: z.array(ArchiveFolderNode),
    }),
  )
  .meta({ id: 'ArchiveFolderNode' });
/** A file of an archive, as uploaded. */
export const ArchiveFile = ArchiveFileRecord;
/** A file of an archive with a short-lived download URL. */
export const ArchiveFileDownload = ArchiveFileRecord.extend({ url: z.string().url() });
/** Step 1 of a large upload: PUT the bytes to `url` with `headers`, then complete with `upload_id`. */
export const ArchiveUploadUrl = z.strictObject({
  upload_id: z.string().uuid(),
  method: z.literal('PUT'),
  url: z.string().url(),
  headers: z.record(z.string(), z.string()),
  expires_at: timestamp(),
});
/** An archive as Explore Archive lists it: its folder tree and the files at its root. */
export const ArchiveRecord = z.strictObject({
  id: z.number().int(),
  unit_rental_id: int(),
  name: str(),
  folders: z.array(ArchiveFolderNode),
  files: z.array(ArchiveFileRecord),
});

/** What a logout answers. */
export const LoggedOut = z.strictObject({ logged_out: z.literal(true) });
/** What send-otp answers: how long the code is valid and when another may be asked for (seconds). */
export const OtpSent = z.strictObject({ expires_in: z.number().int(), resend_after: z.number().int() });
/** What reset & set password answers. */
export const PasswordSet = z.strictObject({ password_set: z.literal(true) });
/** What forgot-password answers, registered address or not. */
export const ForgotPasswordAccepted = z.strictObject({ accepted: z.literal(true) });

/** A client's own sale: the SaleSimple fields, when it was made, and its unit, building and project. */
export const ClientSale = SaleSimple.extend({
  created_at: timestamp(),
  unit: UnitSimple.nullable(),
  building: BuildingSimple.nullable(),
  project: ProjectSimple.nullable(),
});

const countsByStatus = z.strictObject({
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
});
/** The signed-in client's own counts, by kind and status. */
export const ClientStatistics = z.strictObject({
  sales: countsByStatus,
  bookings: countsByStatus,
  rental_requests: countsByStatus,
  attention_requests: countsByStatus,
  maintenance_requests: countsByStatus,
});

/** A unit on sale as a customer sees it: description and prices, no meter, deed or buyer data. */
export const SaleableDetail = z.strictObject({
  id: int(),
  building_id: int(),
  project_id: int(),
  name: str(),
  name_full: str(),
  status: str(),
  url_360: url(),
  floor: str(),
  room_count: int(),
  bathroom_count: int(),
  area: str(),
  is_furnished: bool(),
  garage: str(),
  air_conditioner_count: int(),
  view: str(),
  interface: str(),
  ac_type: str(),
  board_type: str(),
  tax_rate: num(),
  price_before_tax: num(),
  tax_value: num(),
  price_after_tax: num(),
  website_price: num(),
  project: ProjectSimple.nullable(),
  building: BuildingSimple.nullable(),
});

/** The documents of a unit on sale. */
export const SaleableDetailFiles = z.strictObject({
  unit_id: int(),
  files: z.array(DownloadableFile),
});

/** A client's visit to a project. */
export const Visit = z.strictObject({
  id: int(),
  client_id: int(),
  project_id: int(),
  unit_id: int().nullable(),
  visit_at: timestamp(),
  notes: z.string().nullable(),
  status: z.string(),
  created_at: timestamp(),
  project: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  unit: UnitSimple.nullable(),
});
export const VisitFormData = z.strictObject({
  projects: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  slots: z.strictObject({
    slot_minutes: z.number().int(),
    first_slot: z.string(),
    last_slot: z.string(),
    time_zone: z.string(),
  }),
});

/** A client's complaint. */
export const Complaint = z.strictObject({
  id: z.number().int(),
  client_id: z.number().int(),
  unit_id: int(),
  category: z.string(),
  description: z.string(),
  status: z.string(),
  created_at: timestamp(),
  updated_at: timestamp(),
  unit: UnitSimple.nullable(),
});

/** The form of a new complaint: categories and the client's own units. */
export const ComplaintFormData = MaintenanceFormData.extend({});

/** A land owner: the spec's LandOwner summary fields, how many lands they hold, when recorded. */
export const LandOwner = LandOwnerSummary.extend({ lands_count: z.number().int(), created_at: timestamp() });

/** A plot of land acquired or offered for a project; `area` is its surface in m2, `areaRecord` its Area. */
export const Land = z.strictObject({
  id: z.number().int(),
  name: str(),
  project_id: int(),
  land_owner_id: int(),
  city_id: int(),
  area_id: int(),
  block_id: int(),
  area: num(),
  price: num(),
  deed_number: int(),
  status: str(),
  created_at: timestamp(),
  project: ProjectSimple.nullable(),
  landOwner: LandOwnerSummary.nullable(),
  city: City.nullable(),
  areaRecord: Area.nullable(),
  block: Block.nullable(),
});

/** A kind of marketing campaign (social media, billboard, ...) and how many campaigns use it. */
export const CampaignType = z.strictObject({
  id: z.number().int(),
  name: str(),
  description: str(),
  is_active: bool(),
  created_at: timestamp(),
  marketings_count: z.number().int(),
});
export const CampaignTypeSimple = z.strictObject({ id: int(), name: str() });

/** What a campaign aims at: a metric (leads, visits, bookings, sales) and its target. */
export const CampaignGoal = z.strictObject({
  id: z.number().int(),
  name: str(),
  target_metric: str(),
  target_value: int(),
  description: str(),
  created_at: timestamp(),
  marketings_count: z.number().int(),
});
export const CampaignGoalSimple = z.strictObject({
  id: int(),
  name: str(),
  target_metric: str(),
  target_value: int(),
});

/** A project's marketing campaign. */
export const Marketing = z.strictObject({
  id: z.number().int(),
  name: str(),
  project_id: int(),
  campaign_type_id: int(),
  campaign_goal_id: int(),
  platform: str(),
  budget: num(),
  spent: num(),
  start_date: timestamp(),
  end_date: timestamp(),
  status: str(),
  leads_count: int(),
  created_at: timestamp(),
  project: ProjectSimple.nullable(),
  campaignType: CampaignTypeSimple.nullable(),
  campaignGoal: CampaignGoalSimple.nullable(),
});

/** One subscription period of the company to the platform; `status` follows from its dates. */
export const CompanySubscription = z.strictObject({
  id: z.number().int(),
  plan: str(),
  billing_cycle: str(),
  price: num(),
  seats: int(),
  starts_at: timestamp(),
  ends_at: timestamp(),
  modules: z.array(z.string()),
  created_at: timestamp(),
  status: z.enum(['scheduled', 'active', 'expired']),
  remaining_days: z.number().int(),
});

/** The real-estate portfolio of one project: buildings, units by status and purpose, lands. */
export const RealEstate = z.strictObject({
  project_id: z.number().int(),
  name: str(),
  code: str(),
  type: str(),
  status: str(),
  buildings_count: z.number().int(),
  units_count: z.number().int(),
  for_sale_units_count: z.number().int(),
  for_rent_units_count: z.number().int(),
  units_by_status: z.record(z.string(), z.number().int()),
  lands_count: z.number().int(),
  project: ProjectSimple.nullable(),
});

/** A client's financing qualification request (status `pending` when made). */
export const QualificationRequest = z.strictObject({
  id: z.number().int(),
  client_id: z.number().int(),
  bank: z.string(),
  monthly_income: z.number(),
  monthly_obligations: z.number(),
  employer_type: z.string(),
  requested_amount: z.number(),
  unit_id: int(),
  note: str(),
  status: z.string(),
  created_at: timestamp(),
  client: ClientSimple.nullable(),
  unit: UnitSimple.nullable(),
});

/** The qualification form: the banks and the employer types. */
export const QualificationFormData = z.strictObject({
  banks: z.array(Choice),
  employer_types: z.array(Choice),
});

/** Any client's attention request, as the system surface shows it. */
export const AttentionRequest = ClientAttentionRequest.extend({});
/** A sale as the back office sees it: SaleSimple, buyer and creation time, with unit, building, project, client. */
export const Sale = SaleSimple.extend({
  client_id: int(),
  created_at: timestamp(),
  unit: UnitSimple.nullable(),
  building: BuildingSimple.nullable(),
  project: ProjectSimple.nullable(),
  client: ClientSimple.nullable(),
});

/** Money paid back on a sale; status requested, approved, rejected or paid (refunded_at once paid). */
export const SaleRefund = z.strictObject({
  id: int(),
  sale_id: int(),
  client_id: int(),
  unit_id: int(),
  project_id: int(),
  amount: num(),
  reason: str(),
  status: str(),
  refunded_at: timestamp(),
  created_at: timestamp(),
  sale: SaleSimple.nullable(),
  client: ClientSimple.nullable(),
  unit: UnitSimple.nullable(),
});

/** A request for a client to rent a home: what kind of home, and who asks. */
export const RentalRequest = z.strictObject({
  id: int(),
  client_id: int(),
  unit_name: str(),
  bathrooms_count: int(),
  created_at: timestamp(),
  client: ClientSimple.nullable(),
});

/** A purchase request: the summary fields, its creation time, project and requesting user. */
export const PurchaseRequest = PurchaseRequestSummary.extend({
  created_at: timestamp(),
  project: ProjectSimple.nullable(),
  fromUser: UserSimple.nullable(),
});

/** One purchase request with its lines and the suppliers' offers. */
export const PurchaseRequestWithOffers = PurchaseRequest.extend({
  purchaseRequestDetails: z.array(
    z.strictObject({
      id: int(),
      material_id: int(),
      purchase_request_id: int(),
      amount: num(),
      technical_specifications: str(),
    }),
  ),
  purchaseRequestOffers: z.array(
    PurchaseRequestOfferSummary.extend({ purchase_request_id: int(), supplier: UserSimple.nullable() }),
  ),
});
