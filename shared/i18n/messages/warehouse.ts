/** Stock: refusals of moves the stock cannot take. */
export const en = {
  'warehouse.not_available': 'Not enough stock: :available available in this warehouse.',
  'warehouse.not_stock_item': 'This material is not kept in stock.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'warehouse.not_available': 'الكمية غير كافية: المتاح في هذا المستودع :available.',
  'warehouse.not_stock_item': 'هذه المادة لا تحفظ في المخزون.',
};
