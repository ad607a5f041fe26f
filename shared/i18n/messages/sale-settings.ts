/** A sale's settings (sales support, sale tab): earnest money, tax-free status, purchase method, maintenance period. */
export const en = {
  'sale_settings.no_price': 'The sale has no price snapshot to check this against.',
  'sale_settings.sale_cancelled': 'The sale is cancelled.',
  'sale_settings.orbon_not_allowed': 'The earnest money cannot move to this status from :status.',
  'sale_settings.orbon_not_received':
    'The earnest money is not among the money the sale holds yet: record its payment first.',
  'sale_settings.orbon_not_contracted':
    'Earnest money is applied to the price only once the sale is contracted.',
  'sale_settings.orbon_amount_range':
    'The earnest money must be more than 0 and at most the client total of :max SAR.',
  'sale_settings.tax_free_not_allowed': 'The tax-free status cannot move to this status from :status.',
  'sale_settings.beneficiary_not_client':
    "The certificate's beneficiary must be the client: the client's Saudi national ID (starting with 1).",
  'sale_settings.tax_free_below_held':
    'Approving lowers the client total to :total SAR, below the :held SAR the sale holds: make a partial refund first.',
  'sale_settings.tax_free_plan_paid':
    'The unpaid part of the payment plan is smaller than the tax the state now bears.',
  'sale_settings.purchase_method_closed':
    'The purchase method and bank stage of a sale in status :status no longer change.',
  'sale_settings.purchase_method_same': 'The sale already has this purchase method and bank.',
  'sale_settings.bank_committed':
    'The bank financing stays: the deed has moved or the bank has paid (stage :stage).',
  'sale_settings.not_financed':
    "The sale's bank stages have not started: set a bank purchase method and its bank first.",
  'sale_settings.bank_stage_not_allowed': 'The bank stage cannot move to this stage from :stage.',
  'sale_settings.financing_over_limit':
    'The financing amount may be at most :limit SAR: the client total less the earnest money and down payment.',
  'sale_settings.emptying_not_contracted': 'The deed moves only once the sale is contracted (it is :status).',
  'sale_settings.funds_over_balance':
    "The bank's payment must be more than 0 and at most the :balance SAR the sale still owes.",
} as const;

export const ar: Record<keyof typeof en, string> = {
  'sale_settings.no_price': 'لا توجد لقطة سعر للبيع للتحقق منها.',
  'sale_settings.sale_cancelled': 'البيع ملغى.',
  'sale_settings.orbon_not_allowed': 'لا يمكن نقل العربون إلى هذه الحالة من الحالة :status.',
  'sale_settings.orbon_not_received': 'العربون ليس ضمن المبالغ المستلمة للبيع بعد: سجّل دفعته أولاً.',
  'sale_settings.orbon_not_contracted': 'يُحتسب العربون من الثمن فقط بعد توقيع العقد.',
  'sale_settings.orbon_amount_range':
    'يجب أن يكون العربون أكبر من 0 وألا يتجاوز إجمالي العميل البالغ :max ريال.',
  'sale_settings.tax_free_not_allowed': 'لا يمكن نقل حالة الإعفاء الضريبي إلى هذه الحالة من الحالة :status.',
  'sale_settings.beneficiary_not_client':
    'يجب أن يكون المستفيد من الشهادة هو العميل: هويته الوطنية السعودية (تبدأ بالرقم 1).',
  'sale_settings.tax_free_below_held':
    'الموافقة تخفض إجمالي العميل إلى :total ريال، وهو أقل من :held ريال المستلمة للبيع: نفّذ استرداداً جزئياً أولاً.',
  'sale_settings.tax_free_plan_paid':
    'الجزء غير المدفوع من خطة السداد أقل من الضريبة التي تتحملها الدولة الآن.',
  'sale_settings.purchase_method_closed': 'لا تتغير طريقة الشراء ومرحلة البنك لبيع حالته :status.',
  'sale_settings.purchase_method_same': 'للبيع طريقة الشراء والبنك هذان بالفعل.',
  'sale_settings.bank_committed': 'يبقى التمويل البنكي: انتقل الصك أو دفع البنك (المرحلة :stage).',
  'sale_settings.not_financed': 'لم تبدأ مراحل البنك لهذا البيع: اختر طريقة شراء بنكية وبنكها أولاً.',
  'sale_settings.bank_stage_not_allowed': 'لا يمكن نقل مرحلة البنك إلى هذه المرحلة من المرحلة :stage.',
  'sale_settings.financing_over_limit':
    'يجب ألا يتجاوز مبلغ التمويل :limit ريال: إجمالي العميل مطروحاً منه العربون والدفعة المقدمة.',
  'sale_settings.emptying_not_contracted': 'لا يُفرغ الصك إلا بعد توقيع عقد البيع (حالته :status).',
  'sale_settings.funds_over_balance':
    'يجب أن تكون دفعة البنك أكبر من 0 وألا تتجاوز :balance ريال المتبقية على البيع.',
};
