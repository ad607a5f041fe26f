/**
 * One working request per operation, on the demo data of `npm start`: the OpenAPI request examples,
 * the Postman collection's requests, and the calls that capture the response examples.
 * Files are paths relative to the project root.
 */
export interface RequestExample {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, string>;
  files?: Record<string, string[]>;
}

/** A path or body value `{created:<operationId>}` is the id (or upload id) that operation created earlier in the same run. */
export const createdBy = (value: string) => /^\{created:(\w+)\}$/.exec(value)?.[1];

/** Written in example values that must differ on every run (a folder name or an e-mail can be used once). */
export const UNIQUE = '{unique}';

/**
 * The bytes the example runner PUTs to a presigned upload URL an example receives (`upload_id` +
 * `url` in a 201), before later examples complete that upload as `{created:<operationId>}`.
 */
export const UPLOAD_EXAMPLE_CONTENT = 'Signed lease, page 1 of 1.';

/** A body value that is the code last texted to the example's `phone` (read from the local outbox). */
export const OTP = '{otp}';

/** Eight digits that differ from one run to the next, for the `{unique}` marker. */
export const uniqueDigits = () => String(Date.now()).slice(-8);

export const requestExamples: Record<string, RequestExample> = {
  clientLogin: { body: { email_or_phone: 'demo.client@example.com', password: 'DemoPass#2026' } },
  clientProfile: {},
  clientSendOtp: { body: { phone: '+966555000111' } },
  clientVerifyOtp: { body: { phone: '+966555000111', otp: OTP } },
  clientResetPassword: { body: { password: 'DemoPass#2026', password_confirmation: 'DemoPass#2026' } },
  clientLoginByPassword: { body: { phone: '+966555000111', password: 'DemoPass#2026' } },
  clientForgotPassword: { body: { email: 'forgetful.{unique}@example.com' } },
  systemShowClient: { path: { client_id: '{created:systemStoreClient}' } },
  systemDeleteClient: { path: { client_id: '{created:systemStoreClient}' } },
  systemUploadArchiveFile: {
    path: { archive_id: '1' },
    body: { name: 'inspection-{unique}.txt' },
    files: { file: ['events/files/leak-photo.txt'] },
  },
  systemCreateArchiveUploadUrl: {
    path: { archive_id: '1' },
    body: {
      name: 'lease-scan-{unique}.pdf',
      size: String(Buffer.byteLength(UPLOAD_EXAMPLE_CONTENT)),
      mime_type: 'application/pdf',
    },
  },
  systemCompleteArchiveUpload: {
    path: { archive_id: '1' },
    body: { upload_id: '{created:systemCreateArchiveUploadUrl}' },
  },
  systemDownloadArchiveFile: { path: { archive_id: '1', file_id: '{created:systemUploadArchiveFile}' } },
  clientAttentionFormData: {},
  clientListAttentionRequests: { query: { per_page: '5' } },
  clientStoreAttentionRequest: {
    body: {
      reason_for_buy: 'investment',
      payment_method: 'cash',
      unit_size_range: '100-150',
      bedroom_count: '2',
      price_range: '1000000',
      note: 'Close to the metro, please.',
      'option_ids[0]': '1',
      'option_ids[1]': '3',
      'project_ids[0]': '1',
      'project_ids[1]': '2',
      'unit_ids[0]': '1',
    },
  },
  clientShowAttentionRequest: { path: { attention_request_id: '{created:clientStoreAttentionRequest}' } },
  clientCanBuySaleableDetails: { query: { project_id: '1' } },
  clientComplaintFormData: {},
  clientListComplaints: { query: { per_page: '2' } },
  clientStoreComplaint: {
    body: { category: 'delivery_delay', description: 'The handover date moved twice.', unit_id: '3' },
  },
  clientShowComplaint: { path: { complaint_id: '{created:clientStoreComplaint}' } },
  clientUpdateComplaint: {
    path: { complaint_id: '{created:clientStoreComplaint}' },
    body: { description: 'The handover date moved twice; please confirm the new one in writing.' },
  },
  clientDeleteComplaint: { path: { complaint_id: '{created:clientStoreComplaint}' } },
  clientMaintenanceFormData: {},
  clientStoreMaintenanceRequest: {
    body: { category: 'plumbing', description: 'The water heater makes a knocking noise.', unit_id: '3' },
    files: { 'attachments[]': ['events/files/leak-photo.txt'] },
  },
  clientShowMaintenanceRequest: { path: { maintenance_request_id: '1' } },
  clientUpdateMaintenanceRequest: {
    path: { maintenance_request_id: '1' },
    body: { description: 'Kitchen tap leaks under the sink, worse at night.' },
  },
  clientRateMaintenanceRequest: {
    path: { maintenance_request_id: '4' },
    body: { rating: '5', rating_note: 'Quick and tidy.' },
  },
  clientMaintenanceComments: { path: { maintenance_request_id: '1' } },
  clientDeleteMaintenanceRequest: {
    path: { maintenance_request_id: '{created:clientStoreMaintenanceRequest}' },
  },
  clientListSales: { query: { per_page: '2' } },
  clientShowSale: { path: { sale_id: '1' } },
  clientListSaleableDetails: {
    query: { project_id: '1', rooms: '2', min_price: '800000', max_price: '1000000' },
  },
  clientShowSaleableDetail: { path: { unit_id: '1' } },
  clientSaleableDetailFiles: { path: { unit_id: '1' } },
  clientListVisits: { query: { per_page: '10' } },
  clientVisitFormData: {},
  clientBookVisit: {
    body: { project_id: '1', unit_id: '1', visit_at: '2030-03-04 10:30', notes: 'Morning, please.' },
  },
  clientStatistics: {},
  clientLogout: {},
  staffLogin: { body: { email_or_phone: 'demo.staff@example.com', password: 'DemoPass#2026' } },
  clientListMaintenanceRequests: { query: { page: '1', per_page: '2' } },
  clientAddMaintenanceComment: {
    path: { maintenance_request_id: '2' },
    body: { comment: 'The tap is still leaking' },
    files: { 'attachments[]': ['events/files/leak-photo.txt'] },
  },
  staffDailyDigestLogs: {},
  systemListClients: { query: { search: 'al-harbi', per_page: '2' } },
  systemStoreClient: {
    body: {
      name: 'Nasser Al-Qahtani',
      phone: '+96655{unique}',
      email: 'nasser.{unique}@example.com',
      platform: 'call-centre',
    },
  },
  systemUpdateClient: {
    path: { client_id: '20' },
    body: {
      name: 'Layla Al-Ghamdi',
      type: 'individual',
      phone: '+966 55 115 0461',
      platform: 'website',
      other_phone: '',
      email: 'layla.al-ghamdi.20@example.com',
      iban_number: 'SA03 8000 0000 6080 1016 7519',
      postal_code: '12323',
      short_national_address: 'RRRD2929',
      address: '119 King Fahd Road, Riyadh',
      agency_name: '',
      agency_number: '',
      agency_end_at: '',
    },
  },
  systemListUnits: { query: { search: 'ALM-A', per_page: '2' } },
  systemListProjectUnits: { path: { project_id: '1' }, query: { status: 'sold', per_page: '2' } },
  systemShowUnit: { path: { unit_id: '3' } },
  systemListProjects: { query: { status: 'under_construction', per_page: '1' } },
  systemListProjectsSmallData: {},
  systemShowProject: { path: { project_id: '1' } },
  systemComplaintFormData: { query: { per_page: '1' } },
  systemListPurchaseOrders: { query: { per_page: '1' } },
  systemShowPurchaseOrder: { path: { purchase_order_id: '1' } },
  systemListRaiseBudgets: { query: { status: 'approved', purchase_order_id: '1', per_page: '2' } },
  systemShowRaiseBudget: { path: { raise_budget_id: '1' } },
  systemExploreArchive: { query: { per_page: '1' } },
  systemCreateArchiveFolder: {
    path: { archive_id: '1' },
    body: { name: 'Maintenance invoices {unique}' },
  },
  systemListSales: { query: { status: 'completed', project_id: '1', per_page: '2' } },
  systemShowSale: { path: { sale_id: '1' } },
  systemListSaleRefunds: { query: { project_id: '1', per_page: '2' } },
  systemShowSaleRefund: { path: { sale_refund_id: '1' } },
  systemListRentalRequests: { query: { per_page: '2' } },
  systemShowRentalRequest: { path: { rental_request_id: '1' } },
  systemListPurchaseRequests: { query: { status: 'approved', project_id: '1' } },
  systemShowPurchaseRequest: { path: { purchase_request_id: '1' } },
  systemShowDiscount: { path: { discount_id: '2' } },
  systemAvailableForSale: { query: { project_id: '1', rooms: '2', per_page: '2' } },
  systemListDiscounts: {
    query: { status: 'approved', value_type: 'percentage', project_id: '2', per_page: '2' },
  },
  systemStoreComplaint: {
    body: {
      client_id: '25',
      category: 'staff',
      description: 'Called the centre: nobody returned the call.',
      unit_id: '3',
    },
  },
  systemListLandOwners: { query: { search: 'subaie', per_page: '2' } },
  systemShowLandOwner: { path: { land_owner_id: '1' } },
  systemListLands: { query: { status: 'purchased', per_page: '2' } },
  systemShowLand: { path: { land_id: '1' } },
  systemListCampaignTypes: { query: { per_page: '2' } },
  systemShowCampaignType: { path: { campaign_type_id: '1' } },
  systemListCampaignGoals: { query: { per_page: '2' } },
  systemShowCampaignGoal: { path: { campaign_goal_id: '1' } },
  systemListMarketings: { query: { status: 'running', project_id: '1' } },
  systemShowMarketing: { path: { marketing_id: '1' } },
  systemListCompanySubscriptions: {},
  systemListRealEstates: { query: { per_page: '2' } },
  systemQualificationFormData: {},
  systemStoreQualificationRequest: {
    body: {
      client_id: '25',
      bank: 'al_rajhi_bank',
      monthly_income: '28500',
      monthly_obligations: '3200.50',
      employer_type: 'government',
      requested_amount: '950000',
      unit_id: '1',
      note: 'Pre-approval before booking.',
    },
  },
  systemAttentionFormData: {},
  systemListAttentionRequests: { query: { platform: 'call_centre', per_page: '2' } },
  systemStoreAttentionRequest: {
    body: {
      client_id: '3',
      reason_for_buy: 'investment',
      payment_method: 'bank_finance',
      bedroom_count: '3',
      price_range: '1200000',
      platform: 'call_centre',
      'option_ids[0]': '2',
      'project_ids[0]': '1',
      'unit_ids[0]': '1',
    },
  },
  systemShowAttentionRequest: { path: { attention_request_id: '{created:systemStoreAttentionRequest}' } },
};
