/** Approvals (the acceptance engine): refusals and the notifications it sends. */
export const en = {
  'acceptances.already_open': 'This record already has an approval in progress.',
  'acceptances.locked': 'This record is waiting for approval and cannot be changed until it is decided.',
  'acceptances.already_decided': 'This approval is already decided (:status).',
  'acceptances.not_reviewer': 'You are not a reviewer of the current step of this approval.',
  'acceptances.own_request': 'You cannot approve or reject your own request.',
  'acceptances.no_reviewer': 'No one can review this step of the approval.',
  'acceptances.too_many_reviewers':
    'This step has more than :max reviewers: name fewer people or a narrower role.',
  'acceptances.bulk_not_allowed': 'This kind of approval must be decided one at a time.',
  'acceptances.not_participant':
    'Only the requester or a current reviewer can send notifications on this approval.',
  'acceptances.requested_title': 'Approval requested',
  'acceptances.requested_body': ':title is waiting for your approval.',
  'acceptances.reminder_title': 'Approval reminder',
  'acceptances.reminder_body': ':title is still waiting for your approval.',
  'acceptances.escalated_title': 'Approval overdue',
  'acceptances.escalated_body': ':title is past its approval deadline.',
  'acceptances.decided_title': 'Approval decided',
  'acceptances.approved_body': ':title was approved.',
  'acceptances.rejected_body': ':title was rejected: :reason',
  'acceptances.copied_title': 'Approval shared with you',
  'acceptances.note_body': ':title: :note',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'acceptances.already_open': 'لهذا السجل طلب موافقة قائم بالفعل.',
  'acceptances.locked': 'هذا السجل بانتظار الموافقة ولا يمكن تعديله حتى يتم البت فيه.',
  'acceptances.already_decided': 'تم البت في طلب الموافقة هذا بالفعل (:status).',
  'acceptances.not_reviewer': 'لست من المراجعين في المرحلة الحالية لطلب الموافقة هذا.',
  'acceptances.own_request': 'لا يمكنك الموافقة على طلبك أو رفضه بنفسك.',
  'acceptances.no_reviewer': 'لا يوجد من يمكنه مراجعة هذه المرحلة من طلب الموافقة.',
  'acceptances.too_many_reviewers': 'لهذه المرحلة أكثر من :max مراجعين: حدد أشخاصًا أقل أو دورًا أضيق.',
  'acceptances.bulk_not_allowed': 'يجب البت في هذا النوع من طلبات الموافقة كلٍّ على حدة.',
  'acceptances.not_participant':
    'يمكن لمقدم الطلب أو المراجعين الحاليين فقط إرسال تنبيهات على طلب الموافقة هذا.',
  'acceptances.requested_title': 'طلب موافقة',
  'acceptances.requested_body': ':title بانتظار موافقتك.',
  'acceptances.reminder_title': 'تذكير بطلب موافقة',
  'acceptances.reminder_body': ':title ما زال بانتظار موافقتك.',
  'acceptances.escalated_title': 'طلب موافقة متأخر',
  'acceptances.escalated_body': ':title تجاوز موعد الموافقة المحدد.',
  'acceptances.decided_title': 'تم البت في طلب الموافقة',
  'acceptances.approved_body': 'تمت الموافقة على :title.',
  'acceptances.rejected_body': 'تم رفض :title: :reason',
  'acceptances.copied_title': 'تمت مشاركة طلب موافقة معك',
  'acceptances.note_body': ':title: :note',
};
