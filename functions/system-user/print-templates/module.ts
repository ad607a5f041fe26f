import { declareModule } from '../../../shared/http/module';

/**
 * system-user/print-templates (sales-support area): one Lambda, the print engine's settings as the
 * staff app reads them. Rendering is the print renderer function's, invoked by the modules that print.
 */
export const staffPrintTemplates = declareModule({
  surface: 'system-user',
  resource: 'print-templates',
  area: 'sales-support',
  grants: { table: 'read' },
  access: { kind: 'staff', ability: 'sales.print-templates.view' },
  abilities: {
    'sales.print-templates.view':
      'Print templates: their layouts, variables and watermark settings (reads; none is writable yet).',
  },
});
