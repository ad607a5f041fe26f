import type { ModuleDeclaration } from '../../shared/http/module';
import { staffAcceptances } from './acceptances/module';
import { staffAttendance } from './attendance/module';
import { staffAttentionRequests } from './attention-requests/module';
import { staffAuth } from './auth/module';
import { staffBookVisits } from './book-visits/module';
import { staffBookingOffers } from './booking-offers/module';
import { staffBookings } from './bookings/module';
import { staffClients } from './clients/module';
import { staffCompany } from './company/module';
import { staffDiscounts } from './discounts/module';
import { staffEmployeeProfiles } from './employee-profiles/module';
import { staffGoodsReceiptDisbursements } from './goods-receipt-disbursements/module';
import { staffGoodsReceiptForms } from './goods-receipt-forms/module';
import { staffGoodsReceiptPosting } from './goods-receipt-posting/module';
import { staffGoodsReceipts } from './goods-receipts/module';
import { staffHome } from './home/module';
import { staffHrAttendances } from './hr-attendances/module';
import { staffInitSaleModule } from './init-sale/module';
import { staffLeaveRequestForms } from './leave-request-forms/module';
import { staffLeaveRequests } from './leave-requests/module';
import { staffMaintenanceRequests } from './maintenance-requests/module';
import { staffMaterials } from './materials/module';
import { staffNotifications } from './notifications/module';
import { staffOvertimeRequests } from './overtime-requests/module';
import { staffPayrollLoans } from './payroll-loans/module';
import { staffPlaces } from './places/module';
import { staffPrintTemplates } from './print-templates/module';
import { staffPurchaseInvoiceDocuments } from './purchase-invoice-documents/module';
import { staffPurchaseInvoices } from './purchase-invoices/module';
import { staffPurchaseOrderDocuments } from './purchase-order-documents/module';
import { staffPurchaseOrders } from './purchase-orders/module';
import { staffPurchaseRequestDisbursements } from './purchase-request-disbursements/module';
import { staffPurchaseRequestDocuments } from './purchase-request-documents/module';
import { staffPurchaseRequestForms } from './purchase-request-forms/module';
import { staffPurchaseRequestOrdering } from './purchase-request-ordering/module';
import { staffPurchaseRequests } from './purchase-requests/module';
import { staffReturnRequests } from './return-requests/module';
import { staffSaleContract } from './sale-contract/module';
import { staffSaleFiles } from './sale-files/module';
import { staffSaleOperations } from './sale-operations/module';
import { staffSalePrints } from './sale-prints/module';
import { staffSaleRefunds } from './sale-refunds/module';
import { staffSaleRemoval } from './sale-removal/module';
import { staffSaleRepricing } from './sale-repricing/module';
import { staffSaleSettings } from './sale-settings/module';
import { staffSaleableDetails } from './saleable-details/module';
import { staffSalesSupport } from './sales-support/module';
import { staffScheduleReports } from './schedule-reports/module';
import { staffSelfService } from './self-service/module';
import { staffSelfServiceDocuments } from './self-service-documents/module';
import { staffSupplyRequestReceipts } from './supply-request-receipts/module';
import { staffSupplyRequests } from './supply-requests/module';

/** Every resource module of the system-user surface: adding a module is one line here. */
export const staffModules: readonly ModuleDeclaration[] = [
  staffAcceptances,
  staffAttentionRequests,
  staffAuth,
  staffClients,
  staffBookVisits,
  staffBookings,
  staffBookingOffers,
  staffCompany,
  staffDiscounts,
  staffEmployeeProfiles,
  staffAttendance,
  staffHrAttendances,
  staffPayrollLoans,
  staffHome,
  staffInitSaleModule,
  staffLeaveRequestForms,
  staffLeaveRequests,
  staffMaintenanceRequests,
  staffMaterials,
  staffNotifications,
  staffOvertimeRequests,
  staffPlaces,
  staffPrintTemplates,
  staffPurchaseRequests,
  staffPurchaseRequestForms,
  staffPurchaseRequestDisbursements,
  staffPurchaseOrders,
  staffPurchaseRequestOrdering,
  staffPurchaseRequestDocuments,
  staffPurchaseOrderDocuments,
  staffPurchaseInvoices,
  staffPurchaseInvoiceDocuments,
  staffSupplyRequests,
  staffReturnRequests,
  staffScheduleReports,
  staffGoodsReceipts,
  staffGoodsReceiptPosting,
  staffGoodsReceiptForms,
  staffGoodsReceiptDisbursements,
  staffSupplyRequestReceipts,
  staffSaleContract,
  staffSaleRepricing,
  staffSaleFiles,
  staffSaleOperations,
  staffSalePrints,
  staffSaleRefunds,
  staffSaleRemoval,
  staffSaleSettings,
  staffSaleableDetails,
  staffSalesSupport,
  staffSelfService,
  staffSelfServiceDocuments,
];
