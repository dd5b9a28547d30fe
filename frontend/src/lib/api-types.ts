/**
 * Generated from backend/openapi.json by `npm run gen:api -w frontend`. Do not edit by hand.
 */

export interface paths {
  '/api/csrf-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CsrfController_getToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_verify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/security-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SecurityLogController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ApiTokensController_list'];
    put?: never;
    post: operations['ApiTokensController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['ApiTokensController_revoke'];
    options?: never;
    head?: never;
    patch: operations['ApiTokensController_update'];
    trace?: never;
  };
  '/api/auth/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_providers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OidcController_login'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OidcController_callback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TwoFactorController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TwoFactorController_setup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TwoFactorController_enable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TwoFactorController_disable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/2fa/backup-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TwoFactorController_regenerate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ProfileController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ProfileController_changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountSessionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/sessions/sign-out-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountSessionsController_signOutOthers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['AccountSessionsController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PasswordResetController_request'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PasswordResetController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AdminPasswordResetController_reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LeadsController_contact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LeadsController_newsletter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/lead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LeadsController_enterpriseLead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/leads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LeadAdminController_leads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LeadAdminController_contacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/subscribers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LeadAdminController_subscribers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/leads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['LeadAdminController_setLeadStatus'];
    trace?: never;
  };
  '/api/admin/contacts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['LeadAdminController_setContactStatus'];
    trace?: never;
  };
  '/api/admin/leads/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LeadAdminController_leadsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contacts/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LeadAdminController_contactsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/subscribers/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LeadAdminController_subscribersCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/roles/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['RolesController_info'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/roles/{role}/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['RolesController_permissionsOf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UserPermissionsController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminUsersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['AdminUsersController_changeRole'];
    trace?: never;
  };
  '/api/admin/users/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['AdminUsersController_changeStatus'];
    trace?: never;
  };
  '/api/monitoring/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MonitoringController_metrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/servers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ServersController_list'];
    put?: never;
    post: operations['ServersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/servers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ServersController_get'];
    put?: never;
    post?: never;
    delete: operations['ServersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/servers/{id}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ServersController_stop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/servers/{id}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ServersController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/servers/{id}/api-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ServersController_setApiKey'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/servers/{id}/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ServersController_check'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/slug-availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrganizationsController_slugAvailability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrganizationsController_members'];
    put?: never;
    post: operations['OrganizationsController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/members/{userId}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['OrganizationsController_changeRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['OrganizationsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OrganizationsController_leave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/teams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TeamsController_list'];
    put?: never;
    post: operations['TeamsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/teams/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TeamsController_get'];
    put?: never;
    post?: never;
    delete: operations['TeamsController_remove'];
    options?: never;
    head?: never;
    patch: operations['TeamsController_update'];
    trace?: never;
  };
  '/api/organizations/teams/{id}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['TeamsController_addMember'];
    post?: never;
    delete: operations['TeamsController_removeMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BillingController_listPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/checkout-terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BillingController_checkoutTerms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['BillingController_subscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['BillingController_portal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BillingController_listInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/change-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['BillingController_changePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['BillingController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['BillingController_resume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/invoices/{id}/mark-paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['BillingController_markPaid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['StripeWebhookController_handle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Invoices of every organization
     * @description Open ones (default) are the payments to record with POST /api/billing/invoices/{id}/mark-paid.
     */
    get: operations['AdminInvoicesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/assistants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AssistantsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/demo/ai/{assistant}/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AssistantsController_stream'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assistants/{assistant}/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MemberStreamController_stream'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/memory/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MemoryController_getPreferences'];
    put: operations['MemoryController_updatePreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/memory/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MemoryController_listConversations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/memory/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MemoryController_getMessages'];
    put?: never;
    post?: never;
    delete: operations['MemoryController_deleteConversation'];
    options?: never;
    head?: never;
    patch: operations['MemoryController_rename'];
    trace?: never;
  };
  '/api/memory/conversations/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MemoryController_exportConversation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/memory/messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['MemoryController_updateMessage'];
    post?: never;
    delete: operations['MemoryController_deleteMessage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/memory/cleanup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MemoryController_cleanup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminCustomersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LicensesController_publicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LicensesController_current'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LicensesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LicensesController_rotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/my-subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MySubscriptionController_mySubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrganizationAuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/local-edition/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LocalEditionController_settings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/knowledge/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KnowledgeController_list'];
    put?: never;
    post: operations['KnowledgeController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/knowledge/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KnowledgeController_get'];
    put?: never;
    post?: never;
    delete: operations['KnowledgeController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/knowledge/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['KnowledgeController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/assistants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomAssistantsController_list'];
    put?: never;
    post: operations['CustomAssistantsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/assistants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CustomAssistantsController_get'];
    put?: never;
    post?: never;
    delete: operations['CustomAssistantsController_remove'];
    options?: never;
    head?: never;
    patch: operations['CustomAssistantsController_update'];
    trace?: never;
  };
  '/api/organizations/teams/{id}/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LimitsController_team'];
    put: operations['LimitsController_setTeam'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/members/{userId}/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['LimitsController_member'];
    put: operations['LimitsController_setMember'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/models': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The models the caller's organization can use now */
    get: operations['GatewayController_models'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/models/{model}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One model the caller's organization can use now (404 if not) */
    get: operations['GatewayController_model'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/chat/completions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A chat completion, as JSON or as server-sent events (stream: true) */
    post: operations['GatewayController_chat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/completions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A legacy text completion (fill-in-the-middle with suffix), as JSON or as events */
    post: operations['GatewayController_completions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embeddings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Embeddings from a server of the named model */
    post: operations['GatewayController_embeddings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A message, as JSON or as Anthropic server-sent events (stream: true) */
    post: operations['MessagesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/messages/count_tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The prompt's tokens by the model server's tokenizer (header x-ironkeep-token-count: exact), else an estimate (estimate) */
    post: operations['MessagesController_countTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A response (stateless: nothing is stored), as JSON or as Responses API events (stream: true) */
    post: operations['ResponsesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/ai-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AiSettingsController_view'];
    put: operations['AiSettingsController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/models': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The models the organization's servers serve, with their access rules */
    get: operations['ModelAccessController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/models/{model}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Who may call a served model, its aliases and its fallbacks */
    put: operations['ModelAccessController_put'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/my-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The models the caller may use, their limits and what is left */
    get: operations['MyAccessController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrganizationUsageController_report'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/usage/allowance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrganizationUsageController_allowance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/organizations/usage/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrganizationUsageController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every organization's token usage in a range, most first */
    get: operations['AdminUsageController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/organizations/{id}/token-allowance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Override an organization's monthly token allowance (null = unlimited); audited */
    put: operations['AdminUsageController_set'];
    post?: never;
    /** Remove the override: the plan's allowance applies again; audited */
    delete: operations['AdminUsageController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    CsrfTokenDto: {
      /** @description Send as X-CSRF-Token on POST/PUT/PATCH/DELETE */
      token: string;
    };
    AuditActorDto: {
      /** @enum {string} */
      type: 'user' | 'system';
      id: string | null;
      /** @description Username at the time, or "system" */
      username: string | null;
      /** @enum {string} */
      auth: 'password' | 'sso' | 'ldap' | 'session' | 'token' | 'system' | 'none';
    };
    AuditTargetDto: {
      /** @example user */
      type: string;
      id: string | null;
    };
    AuditEntryDto: {
      /** @description Position in the hash chain */
      id: string;
      /** Format: date-time */
      occurredAt: string;
      actor: components['schemas']['AuditActorDto'];
      /** @example role_changed */
      action: string;
      /** @enum {string} */
      outcome: 'success' | 'failure';
      target: components['schemas']['AuditTargetDto'] | null;
      organizationId: string | null;
      ipAddress: string | null;
      userAgent: string | null;
      details: {
        [key: string]: unknown;
      } | null;
      /** @description SHA-256 of the previous entry (hex) */
      prevHash: string;
      /** @description SHA-256 of this entry (hex) */
      hash: string;
    };
    PaginationMetaDto: {
      page: number;
      limit: number;
      total: number;
      /** @description At least 1, even when the list is empty */
      totalPages: number;
    };
    AuditPageDto: {
      data: components['schemas']['AuditEntryDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    AuditVerifyDto: {
      /** @description True when every entry matches its hash and its link */
      ok: boolean;
      /** @description Entries checked before the first broken one (all when ok) */
      checked: number;
      firstBrokenId: string | null;
      /**
       * @description content: the entry was edited; link or missing: an entry before it was removed or edited
       * @enum {string|null}
       */
      reason: 'content' | 'link' | 'missing' | null;
    };
    SecurityLogEntryDto: {
      id: string;
      /** @example login_success */
      event: string;
      success: boolean;
      /** Format: date-time */
      createdAt: string;
      ipAddress: string | null;
    };
    SecurityLogPageDto: {
      data: components['schemas']['SecurityLogEntryDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    LimitSetInputDto: {
      /** @example 1000000 */
      monthlyTokens?: number | null;
      /** @example 60 */
      requestsPerMinute?: number | null;
      /** @example 100000 */
      tokensPerMinute?: number | null;
      /** @example 4 */
      maxConcurrent?: number | null;
    };
    CreateApiTokenDto: {
      /** @example CI deploy script */
      name: string;
      /**
       * @example [
       *       "read"
       *     ]
       */
      scopes: ('read' | 'write' | 'inference')[];
      /**
       * @description Days until the token expires; null for a token that never expires
       * @enum {number|null}
       */
      expiresInDays: 7 | 30 | 90 | 365 | null;
      /** @description The token's own limits (docs/governance.md, Limits); the strictest applicable wins */
      limits?: components['schemas']['LimitSetInputDto'];
      /**
       * @description The models this token may call through /api/v1; null or absent: every model its user may use
       * @example [
       *       "llama3.1:8b"
       *     ]
       */
      models?: string[] | null;
    };
    LimitSetDto: {
      /** @description Tokens per UTC calendar month */
      monthlyTokens: number | null;
      /** @description Per fixed 60-second window */
      requestsPerMinute: number | null;
      /** @description Per fixed 60-second window */
      tokensPerMinute: number | null;
      /** @description Calls open at once */
      maxConcurrent: number | null;
    };
    CreatedApiTokenDto: {
      /** @description The secret, shown once: send it as Authorization: Bearer <token> */
      token: string;
      id: string;
      name: string;
      scopes: ('read' | 'write' | 'inference')[];
      /** Format: date-time */
      expiresAt: string | null;
      /** @description The models this token may call through /api/v1; null or absent: every model its user may use */
      models: string[] | null;
      /** Format: date-time */
      createdAt: string;
      /** @description The token's own limits (null: none) */
      limits: components['schemas']['LimitSetDto'];
    };
    ApiTokenDto: {
      id: string;
      name: string;
      /**
       * @description The start of the token, to tell tokens apart
       * @example ikt_Ab3dE5gH
       */
      prefix: string;
      scopes: ('read' | 'write' | 'inference')[];
      /** @description The models this token may call through /api/v1; null or absent: every model its user may use */
      models: string[] | null;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description null: never
       */
      expiresAt: string | null;
      /** Format: date-time */
      lastUsedAt: string | null;
      lastUsedIp: string | null;
      /** @description The token's own limits (null: none) */
      limits: components['schemas']['LimitSetDto'];
    };
    ApiTokenListDto: {
      tokens: components['schemas']['ApiTokenDto'][];
    };
    UpdateApiTokenDto: {
      /** @description null removes one limit */
      limits?: components['schemas']['LimitSetInputDto'];
      /**
       * @description The models this token may call through /api/v1; null or absent: every model its user may use
       * @example [
       *       "llama3.1:8b"
       *     ]
       */
      models?: string[] | null;
    };
    SuccessResponseDto: {
      /** @example true */
      success: boolean;
      message?: string;
    };
    OidcProviderDto: {
      /**
       * @description The button reads "Sign in with {label}"
       * @example Single sign-on
       */
      label: string;
    };
    SignInProvidersDto: {
      /** @description Local username/password sign-in and registration */
      local: boolean;
      oidc: components['schemas']['OidcProviderDto'] | null;
      /** @description Username/password checked against the LDAP directory */
      ldap: boolean;
      /**
       * @description How a forgotten password is reset: a link by e-mail (SMTP is set up and local accounts are on), or by asking an administrator
       * @enum {string}
       */
      passwordReset: 'email' | 'administrator';
    };
    RegisterDto: {
      /** @example alice */
      username: string;
      /** @example alice@example.com */
      email?: string;
      password: string;
    };
    UserDto: {
      /** Format: uuid */
      id: string;
      username: string;
      email: string | null;
      /** @enum {string} */
      role: 'user' | 'manager' | 'admin';
      isActive: boolean;
      /** Format: date-time */
      createdAt: string;
      organizationId: string | null;
      /** @enum {string|null} */
      organizationRole: 'owner' | 'admin' | 'member' | null;
      twoFactorEnabled: boolean;
      /** @description An administrator reset the password: every call but sign-out, me and the password change is refused until a new one is chosen */
      mustChangePassword: boolean;
    };
    CurrentUserResponseDto: {
      /** @example true */
      success: boolean;
      user: components['schemas']['UserDto'];
    };
    LoginDto: {
      username: string;
      password: string;
      /** @description 6-digit authenticator code or a backup code */
      token?: string;
    };
    AuthResponseDto: {
      /** @example true */
      success: boolean;
      user: components['schemas']['UserDto'];
      /** @description CSRF token bound to the new (rotated) session */
      csrfToken: string;
    };
    TwoFactorRequiredDto: {
      /** @example false */
      success: boolean;
      /** @example true */
      twoFactorRequired: boolean;
      message: string;
    };
    TwoFactorStatusDto: {
      twoFactorEnabled: boolean;
      /** @description Unused backup codes left (0 when 2FA is off) */
      backupCodesCount: number;
    };
    TwoFactorSetupDto: {
      /** @description QR code of the otpauth URI, as an SVG data URL */
      qrCodeUrl: string;
      /** @description Base32 secret for typing into the app by hand */
      manualEntryKey: string;
      /** @description otpauth://totp/IronKeep:<username>?secret=...&issuer=IronKeep */
      otpauthUrl: string;
      /** @description Ten single-use 8-digit codes, shown once */
      backupCodes: string[];
    };
    TwoFactorSetupResponseDto: {
      /** @example true */
      success: boolean;
      setup: components['schemas']['TwoFactorSetupDto'];
    };
    EnableTwoFactorDto: {
      /**
       * @description 6-digit code from the authenticator app
       * @example 123456
       */
      token: string;
    };
    DisableTwoFactorDto: {
      password: string;
      /** @description 6-digit authenticator code or an 8-digit backup code */
      token: string;
    };
    BackupCodesResponseDto: {
      /** @example true */
      success: boolean;
      /** @description Ten new single-use codes; the old ones stop working */
      backupCodes: string[];
    };
    UpdateProfileDto: {
      username?: string;
      /** @description Empty or null removes the email */
      email?: string | null;
      /** @description Required when `email` changes (re-authentication for a sensitive change); ignored otherwise */
      currentPassword?: string;
    };
    ChangePasswordDto: {
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    };
    ActiveSessionDto: {
      /** @description Opaque id (a hash, never the session cookie value) */
      id: string;
      /** @example Chrome on Windows */
      device: string;
      userAgent: string | null;
      ipAddress: string | null;
      /** Format: date-time */
      lastActiveAt: string | null;
      /** Format: date-time */
      signedInAt: string | null;
      /** @description The session making this request */
      current: boolean;
    };
    ActiveSessionsResponseDto: {
      sessions: components['schemas']['ActiveSessionDto'][];
    };
    RevokedSessionsResponseDto: {
      /** @example true */
      success: boolean;
      /** @description How many sessions were ended */
      revoked: number;
    };
    RequestPasswordResetDto: {
      email: string;
    };
    PasswordResetRequestedDto: {
      /** @example true */
      success: boolean;
      /** @description The same answer whether or not an account uses the address */
      message: string;
    };
    ConfirmPasswordResetDto: {
      /** @description The token from the reset link (43 characters, base64url) */
      token: string;
      newPassword: string;
    };
    AdminPasswordResetDto: {
      /** Format: uuid */
      userId: string;
    };
    AdminPasswordResetResponseDto: {
      /** @example true */
      success: boolean;
      /** @enum {string} */
      delivery: 'email' | 'temporary_password';
      message: string;
      /** @description Shown once to the administrator when delivery is temporary_password; never stored or logged */
      temporaryPassword: string | null;
    };
    HealthCheckDto: {
      /** @enum {string} */
      status: 'up' | 'down';
      latencyMs: number;
    };
    HealthChecksDto: {
      database: components['schemas']['HealthCheckDto'];
      /** @description Present when REDIS_URL is set */
      redis?: components['schemas']['HealthCheckDto'];
    };
    HealthDto: {
      /**
       * @description draining: shutting down (SIGTERM); balancers should send elsewhere
       * @enum {string}
       */
      status: 'ok' | 'error' | 'draining';
      checks: components['schemas']['HealthChecksDto'];
    };
    LivenessDto: {
      /** @enum {string} */
      status: 'ok';
    };
    ContactDto: {
      /** @example Dana Whitfield */
      name: string;
      /** @example dana@agency.gov */
      email: string;
      company?: string;
      message: string;
      /** @description Honeypot; must be empty */
      website?: string;
      /** @description Honeypot; must be empty */
      phone?: string;
    };
    LeadAcceptedDto: {
      /** @example true */
      success: boolean;
      /** @description Shown to the visitor as the success toast description */
      message: string;
    };
    NewsletterDto: {
      /** @example ciso@hospital.org */
      email: string;
    };
    EnterpriseLeadDto: {
      firstName: string;
      lastName: string;
      email: string;
      company: string;
      jobTitle: string;
      phone?: string;
      /** @enum {string} */
      employeeCount: '1-50' | '51-200' | '201-1000' | '1001-5000' | '5000+';
      /**
       * @description Labeled "Industry" in the form
       * @enum {string}
       */
      useCase: 'legal' | 'healthcare' | 'government' | 'finance' | 'consulting' | 'other';
      /** @enum {string} */
      deploymentType: 'on-premise' | 'private-cloud' | 'air-gapped' | 'hybrid';
      /** @default [] */
      complianceRequirements: string[];
      /** @enum {string} */
      timeline: 'immediate' | '1-3months' | '3-6months' | '6-12months' | 'planning';
      /** @enum {string} */
      budget: 'under-50k' | '50k-100k' | '100k-250k' | '250k-500k' | '500k+';
      currentSolution?: string;
      specificRequirements?: string;
      /** @default false */
      rfpProcess: boolean;
    };
    EnterpriseLeadRecordDto: {
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      company: string;
      jobTitle: string;
      phone?: string | null;
      /** @enum {string} */
      employeeCount: '1-50' | '51-200' | '201-1000' | '1001-5000' | '5000+';
      /** @enum {string} */
      useCase: 'legal' | 'healthcare' | 'government' | 'finance' | 'consulting' | 'other';
      /** @enum {string} */
      deploymentType: 'on-premise' | 'private-cloud' | 'air-gapped' | 'hybrid';
      complianceRequirements: string[];
      /** @enum {string} */
      timeline: 'immediate' | '1-3months' | '3-6months' | '6-12months' | 'planning';
      /** @enum {string} */
      budget: 'under-50k' | '50k-100k' | '100k-250k' | '250k-500k' | '500k+';
      currentSolution?: string | null;
      specificRequirements?: string | null;
      rfpProcess: boolean;
      /** @enum {string} */
      status: 'new' | 'contacted' | 'closed';
      createdAt: string;
    };
    EnterpriseLeadPageDto: {
      data: components['schemas']['EnterpriseLeadRecordDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    ContactMessageDto: {
      id: string;
      name: string;
      email: string;
      company: string | null;
      message: string;
      /** @enum {string} */
      status: 'new' | 'contacted' | 'closed';
      createdAt: string;
    };
    ContactMessagePageDto: {
      data: components['schemas']['ContactMessageDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    SubscriberDto: {
      id: string;
      email: string;
      createdAt: string;
    };
    SubscriberPageDto: {
      data: components['schemas']['SubscriberDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    UpdateLeadStatusDto: {
      /** @enum {string} */
      status: 'new' | 'contacted' | 'closed';
    };
    RoleInfoDto: {
      /** @enum {string} */
      name: 'user' | 'manager' | 'admin';
      description: string;
      /** @description 1 user, 2 manager, 3 admin */
      level: number;
    };
    RoleInfoListDto: {
      roles: components['schemas']['RoleInfoDto'][];
    };
    RoleInfoResponseDto: {
      success: boolean;
      roleInfo: components['schemas']['RoleInfoListDto'];
    };
    PermissionDto: {
      /** @example users */
      resource: string;
      /** @example read */
      action: string;
    };
    RolePermissionsResponseDto: {
      success: boolean;
      /** @enum {string} */
      role: 'user' | 'manager' | 'admin';
      permissions: components['schemas']['PermissionDto'][];
    };
    UserPermissionsResponseDto: {
      success: boolean;
      /** @enum {string} */
      role: 'user' | 'manager' | 'admin';
      permissions: components['schemas']['PermissionDto'][];
    };
    UserListResponseDto: {
      data: components['schemas']['UserDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    UpdateUserRoleDto: {
      /** Format: uuid */
      userId: string;
      /** @enum {string} */
      role: 'user' | 'manager' | 'admin';
    };
    AdminUserResponseDto: {
      success: boolean;
      message: string;
      user: components['schemas']['UserDto'];
    };
    UpdateUserStatusDto: {
      /** Format: uuid */
      userId: string;
      isActive: boolean;
    };
    MonitoringHealthChecksDto: {
      memory: boolean;
      errorRate: boolean;
      responseTime: boolean;
      database: boolean;
      /** @description No customer's AI server is failing its health checks */
      customerServers: boolean;
    };
    MonitoringHealthThresholdsDto: {
      /** @description memory is healthy below this usage, percent */
      memoryUsagePercent: number;
      /** @description errorRate is healthy below this share of 5xx answers, percent */
      errorRatePercent: number;
      /** @description responseTime is healthy below this mean, ms */
      avgResponseTimeMs: number;
      /** @description database is healthy below this failed-query share, percent */
      dbErrorRatePercent: number;
    };
    MonitoringHealthDto: {
      /** @enum {string} */
      status: 'healthy' | 'degraded';
      checks: components['schemas']['MonitoringHealthChecksDto'];
      thresholds: components['schemas']['MonitoringHealthThresholdsDto'];
    };
    MonitoringMemoryDto: {
      /** @description Resident memory of the server process, bytes */
      used: number;
      /** @description Memory available to the process (cgroup limit or RAM), bytes */
      total: number;
      /** @description used / total, percent */
      usage: number;
    };
    MonitoringRequestsDto: {
      /** @description HTTP requests handled since start */
      total: number;
    };
    MonitoringSystemMetricsDto: {
      /** @description Process uptime, seconds */
      uptime: number;
      memory: components['schemas']['MonitoringMemoryDto'];
      requests: components['schemas']['MonitoringRequestsDto'];
      /** @description Share of requests answered 5xx, percent */
      errorRate: number;
      /** @description Mean HTTP response time, ms */
      avgResponseTime: number;
    };
    MonitoringAuthMetricsDto: {
      logins: number;
      twoFactorUses: number;
      failedAttempts: number;
    };
    MonitoringAiQueriesByTypeDto: {
      brain: number;
      deploy: number;
    };
    MonitoringAiQueriesDto: {
      total: number;
      /** @description Queries per assistant; brain and deploy always present, others once used */
      byType: {
        [key: string]: number;
      } & components['schemas']['MonitoringAiQueriesByTypeDto'];
      /** @description Mean time to answer, ms */
      avgResponseTime: number;
    };
    MonitoringDatabaseMetricsDto: {
      totalQueries: number;
      /** @description Failed queries, percent */
      errorRate: number;
      /** @description Mean query time, ms */
      avgQueryTime: number;
    };
    MonitoringApplicationMetricsDto: {
      activeSessions: number;
      auth: components['schemas']['MonitoringAuthMetricsDto'];
      aiQueries: components['schemas']['MonitoringAiQueriesDto'];
      database: components['schemas']['MonitoringDatabaseMetricsDto'];
    };
    MonitoringFailingServerDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** Format: uuid */
      organizationId: string;
      organizationName: string | null;
      /** @description Why its last check failed */
      reason: string | null;
      /** Format: date-time */
      lastCheckedAt: string | null;
    };
    MonitoringCustomerServersDto: {
      total: number;
      /** @description Active, last check passed */
      healthy: number;
      /** @description Last check failed or reported unhealthy (not stopped) */
      failing: number;
      /** @description Not checked yet (provisioning) */
      unchecked: number;
      /** @description Paused by their owners; not checked */
      stopped: number;
      /** @description The failing ones, longest failing first (at most 50) */
      failingServers: components['schemas']['MonitoringFailingServerDto'][];
    };
    MonitoringMetricsBodyDto: {
      system: components['schemas']['MonitoringSystemMetricsDto'];
      application: components['schemas']['MonitoringApplicationMetricsDto'];
      customerServers: components['schemas']['MonitoringCustomerServersDto'];
    };
    MonitoringMetricsResponseDto: {
      success: boolean;
      /** Format: date-time */
      timestamp: string;
      health: components['schemas']['MonitoringHealthDto'];
      metrics: components['schemas']['MonitoringMetricsBodyDto'];
    };
    ServerDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @enum {string} */
      status: 'provisioning' | 'active' | 'stopped' | 'failed';
      /**
       * @description The model runtime
       * @enum {string}
       */
      llmProvider: 'ollama' | 'vllm' | 'openai-compatible' | 'ironkeep-local';
      /** @example llama3.2 */
      llmModel: string;
      /** @enum {string} */
      healthStatus: 'unknown' | 'healthy' | 'unhealthy';
      serverUrl: string | null;
      /** @description Why the last check failed */
      healthReason: string | null;
      /** Format: date-time */
      lastCheckedAt: string | null;
      /**
       * Format: date-time
       * @description When the next automatic health check is planned (null while stopped); a check runs within half an interval of it, failing servers included
       */
      nextCheckAt: string | null;
      /** @description Seconds between automatic health checks (SERVER_HEALTH_INTERVAL_MS) */
      checkIntervalSeconds: number;
      /** @description Whether an API key is stored for it (sent as Authorization: Bearer); the key itself is never returned */
      apiKeySet: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    ServerPageDto: {
      data: components['schemas']['ServerDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    CreateServerDto: {
      /** @example GPU box 1 */
      name: string;
      /** @enum {string} */
      runtime: 'ollama' | 'vllm' | 'openai-compatible' | 'ironkeep-local';
      /** @example llama3.2 */
      model: string;
      /** @example http://10.0.0.5:11434 */
      url: string;
      /** @description The key the server expects (vLLM --api-key, a hosted endpoint); stored encrypted and never shown again */
      apiKey?: string;
    };
    SetServerApiKeyDto: {
      apiKey: string | null;
    };
    SlugAvailabilityDto: {
      slug: string;
      available: boolean;
      suggestion: string | null;
    };
    MemberDto: {
      /** Format: uuid */
      id: string;
      username: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'member';
    };
    MemberPageDto: {
      data: components['schemas']['MemberDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    InviteMemberDto: {
      /**
       * @description Username of an existing account
       * @example grace
       */
      username: string;
    };
    ChangeMemberRoleDto: {
      /** @enum {string} */
      role: 'admin' | 'member';
    };
    TeamMemberDto: {
      /** Format: uuid */
      id: string;
      username: string;
    };
    TeamDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description With OIDC or LDAP sign-in, membership follows this group at each sign-in */
      idpGroup: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description By username */
      members: components['schemas']['TeamMemberDto'][];
    };
    CreateTeamDto: {
      /** @example Radiology */
      name: string;
      /** @example cn=radiology,ou=groups,dc=example,dc=org */
      idpGroup?: string | null;
    };
    UpdateTeamDto: {
      name?: string;
      idpGroup?: string | null;
    };
    PlanDto: {
      /** @example professional */
      id: string;
      name: string;
      description: string;
      /** @description Price per interval in major units (e.g. 499 for $499.00) */
      price: number;
      /** @description The same price in cents */
      priceCents: number;
      /** @example usd */
      currency: string;
      /** @enum {string} */
      interval: 'month' | 'year';
      /** @description The plan's features; the second line is its monthly token allowance */
      features: string[];
      /** @description -1 means unlimited */
      maxServers: number;
      /**
       * @description Tokens a month (prompt + completion) included; null means unlimited
       * @example 50000000
       */
      monthlyTokens: number | null;
      /** @enum {string} */
      licenseTier: 'starter' | 'pro';
    };
    CheckoutTermsDto: {
      /**
       * @description builtin: billed by invoice, paid offline (bank transfer, purchase order), no card; stripe: a card at Stripe Checkout
       * @enum {string}
       */
      provider: 'builtin' | 'stripe';
      /**
       * @description Free trial days every plan starts with
       * @example 14
       */
      trialDays: number;
      /**
       * @description Built-in invoices are due this many days after issue
       * @example 14
       */
      invoiceDueDays: number;
    };
    SubscribeDto: {
      /** @example professional */
      planId: string;
      /** @example Acme Health */
      organizationName: string;
      /** @example acme-health */
      slug: string;
    };
    SubscriptionDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
      planId: string;
      /** @enum {string} */
      provider: 'builtin' | 'stripe';
      /** Format: date-time */
      currentPeriodStart: string;
      /** Format: date-time */
      currentPeriodEnd: string;
      /** Format: date-time */
      trialEnd: string | null;
      cancelAtPeriodEnd: boolean;
      /** Format: date-time */
      canceledAt: string | null;
    };
    OrganizationDto: {
      /** Format: uuid */
      id: string;
      name: string;
      slug: string;
      /** @description Status of its subscription (trialing, active, past_due, canceled, incomplete) */
      subscriptionStatus: string | null;
      /**
       * @description The caller's role in it
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member';
      /** Format: date-time */
      createdAt: string;
    };
    SubscribeResponseDto: {
      /** @example true */
      success: boolean;
      subscription: components['schemas']['SubscriptionDto'];
      plan: components['schemas']['PlanDto'];
      /** @description Send the customer here to pay (Stripe Checkout); null when nothing is left to do */
      checkoutUrl: string | null;
      organization: components['schemas']['OrganizationDto'];
    };
    PortalResponseDto: {
      /** @example true */
      success: boolean;
      /** @description The billing portal: the in-app /billing page or Stripe */
      url: string;
    };
    InvoiceDto: {
      /** Format: uuid */
      id: string;
      /** @example IK-202604-1A2B3C4D */
      number: string;
      planId: string;
      /** @description Major units */
      amount: number;
      currency: string;
      /** @enum {string} */
      status: 'open' | 'paid' | 'void' | 'uncollectible';
      /** Format: date-time */
      periodStart: string;
      /** Format: date-time */
      periodEnd: string;
      /** Format: date-time */
      dueAt: string | null;
      /** Format: date-time */
      paidAt: string | null;
      hostedUrl: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    InvoicePageDto: {
      data: components['schemas']['InvoiceDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    ChangePlanDto: {
      /** @example enterprise */
      planId: string;
    };
    SubscriptionOutcomeDto: {
      /** @example true */
      success: boolean;
      subscription: components['schemas']['SubscriptionDto'];
      plan: components['schemas']['PlanDto'];
      /** @description Send the customer here to pay (Stripe Checkout); null when nothing is left to do */
      checkoutUrl: string | null;
    };
    InvoiceOrganizationDto: {
      /** Format: uuid */
      id: string;
      /** @example Acme Health */
      name: string;
      /** @example acme-health */
      slug: string;
    };
    AdminInvoiceDto: {
      /** Format: uuid */
      id: string;
      /** @example IK-202604-1A2B3C4D */
      number: string;
      planId: string;
      /** @description Major units */
      amount: number;
      currency: string;
      /** @enum {string} */
      status: 'open' | 'paid' | 'void' | 'uncollectible';
      /** Format: date-time */
      periodStart: string;
      /** Format: date-time */
      periodEnd: string;
      /** Format: date-time */
      dueAt: string | null;
      /** Format: date-time */
      paidAt: string | null;
      hostedUrl: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description null only if the organization row is gone */
      organization: components['schemas']['InvoiceOrganizationDto'] | null;
      /**
       * @description The plan name, or its id if unknown
       * @example Professional
       */
      planName: string;
      /**
       * @description builtin: paid offline, recorded with mark-paid; stripe: Stripe records payments
       * @enum {string}
       */
      provider: 'builtin' | 'stripe';
    };
    AdminInvoicePageDto: {
      data: components['schemas']['AdminInvoiceDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    AssistantSummaryDto: {
      /** @enum {string} */
      id: 'brain' | 'deploy' | 'compliance' | 'docs' | 'developer';
      /** @example Compliance Assistant */
      name: string;
      /** @description Six sample questions, answered from the corpus */
      sampleQuestions: string[];
    };
    StreamChunkEventDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'chunk';
      content: string;
    };
    StreamSourceDocumentDto: {
      /** @description The entry of `sources` it is */
      source: string;
      /** Format: uuid */
      documentId: string;
    };
    StreamMetadataEventDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'metadata';
      sources: string[];
      /** @description Signed-in members: the sources that are the organization's own documents, with their ids */
      sourceDocuments?: components['schemas']['StreamSourceDocumentDto'][];
      /** @enum {string} */
      confidence: 'high' | 'medium' | 'low';
      /** @description true when no passage matched and a model answers from its general knowledge (the answer says so first); `confidence` is then 'low' but the answer is not a failure */
      general?: boolean;
      codeExample?: string;
      /** @description Signed-in members: what generates the answer, e.g. 'llama3.1:8b on GPU box 1' or 'Built-in engine: no AI server of yours is available' */
      answeredBy?: string;
    };
    StreamCompleteEventDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'complete';
    };
    StreamReconnectEventDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: 'reconnect';
    };
    StreamQueryDto: {
      /** @example How is IronKeep priced? */
      query: string;
      /** @example demobrain1732234300000abcd1234 */
      sessionId: string;
      /**
       * @description Which of the member's models answers: required for 'chat', optional for a built-in assistant (default: the organization's model), ignored for a custom assistant (it has its own)
       * @example llama3.1:8b
       */
      model?: string;
    };
    MemoryPreferencesDto: {
      /** @description Store conversations with the assistants (off by default) */
      memoryEnabled: boolean;
      /** @description Always true: every stored message is encrypted (AES-256-GCM). Sending false answers 400 ENCRYPTION_ALWAYS_ON */
      memoryEncryption: boolean;
      /**
       * @description Delete conversations this many days after their last change; null = never
       * @enum {number|null}
       */
      autoDeleteDays: 7 | 30 | 90 | 365 | null;
    };
    MemoryPreferencesResponseDto: {
      preferences: components['schemas']['MemoryPreferencesDto'];
    };
    ConversationSummaryDto: {
      /** Format: uuid */
      id: string;
      /**
       * @description Decrypted: the title generated from the first question (at most 60 characters at a word boundary) or the one the owner gave it; for a conversation stored before titles, its first question shortened the same way; null when there is none (show "{type} Chat")
       * @example How is IronKeep priced?
       */
      title: string | null;
      /**
       * @description The assistant id: a built-in one, 'chat', or a custom assistant's slug
       * @example brain
       */
      assistantType: string;
      /**
       * @description The model chosen for the conversation; null: the organization's default
       * @example llama3.1:8b
       */
      model: string | null;
      /**
       * @description The chat session the conversation belongs to: asking with this sessionId on POST /api/assistants/{assistant}/stream continues it
       * @example assistbrain1767225600000k3j9x2qa
       */
      sessionId: string;
      /** @description Kept until deleted by hand: true while auto-delete is set to never */
      isPersistent: boolean;
      /** Format: date-time */
      updatedAt: string;
      /**
       * @description Only when listing with `search`: about 40 characters either side of the first hit in a message (one line, "…" where cut); null when the title matched
       * @example …backups run nightly and you can restore IronKeep from the…
       */
      match?: string | null;
    };
    ConversationListDto: {
      /** @description Most recently updated first */
      conversations: components['schemas']['ConversationSummaryDto'][];
    };
    MessageErrorDto: {
      /** @example MEMORY_DECRYPTION_FAILED */
      code: string;
      message: string;
    };
    StoredMessageDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      role: 'user' | 'assistant';
      /** @description Decrypted text; empty when `error` is set */
      content: string;
      /** @description Stored encrypted (AES-256-GCM) */
      isEncrypted: boolean;
      /** Format: date-time */
      createdAt: string;
      /** @description Set when the stored ciphertext fails authentication (MEMORY_DECRYPTION_FAILED) */
      error?: components['schemas']['MessageErrorDto'];
    };
    ConversationMessagesDto: {
      /** Format: uuid */
      id: string;
      /** @description As in the list */
      title: string | null;
      /**
       * @description As in the list
       * @example chat
       */
      assistantType: string;
      /**
       * @description As in the list
       * @example llama3.1:8b
       */
      model: string | null;
      /** @description Oldest first */
      messages: components['schemas']['StoredMessageDto'][];
    };
    RenameConversationDto: {
      /**
       * @description Trimmed, whitespace collapsed to one line
       * @example Pricing questions
       */
      title: string;
    };
    RenamedConversationDto: {
      /** @description The conversation as the list shows it */
      conversation: components['schemas']['ConversationSummaryDto'];
    };
    UpdateMessageDto: {
      /** @description Trimmed; must not be blank */
      content: string;
    };
    CleanupResponseDto: {
      /** @example true */
      success: boolean;
      /** @example 3 expired conversations */
      message: string;
      /**
       * @description Conversations deleted
       * @example 3
       */
      deleted: number;
    };
    CustomerPlanDto: {
      /** @example professional */
      id: string;
      name: string;
      /** @description Major units, e.g. 499 */
      price: number;
      /** @example usd */
      currency: string;
      /** @enum {string} */
      interval: 'month' | 'year';
      /** @description -1 means unlimited */
      maxServers: number;
    };
    CustomerSubscriptionDto: {
      /** @enum {string} */
      status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
      /** Format: date-time */
      currentPeriodEnd: string;
      /** Format: date-time */
      trialEnd: string | null;
      cancelAtPeriodEnd: boolean;
    };
    CustomerFailingServerDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description Why its last check failed */
      reason: string | null;
    };
    CustomerServersDto: {
      total: number;
      /** @description Active, last check passed */
      healthy: number;
      /** @description Last check failed or reported unhealthy */
      failing: number;
      /** @description Not checked yet (provisioning) */
      unchecked: number;
      /** @description Paused by the owner */
      stopped: number;
      failingServers: components['schemas']['CustomerFailingServerDto'][];
    };
    CustomerMembersDto: {
      total: number;
      /** @description The owners' usernames */
      owners: string[];
    };
    CustomerDto: {
      /** Format: uuid */
      id: string;
      name: string;
      slug: string;
      /** Format: date-time */
      createdAt: string;
      plan: components['schemas']['CustomerPlanDto'] | null;
      subscription: components['schemas']['CustomerSubscriptionDto'] | null;
      servers: components['schemas']['CustomerServersDto'];
      members: components['schemas']['CustomerMembersDto'];
    };
    CustomerPageDto: {
      data: components['schemas']['CustomerDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    LicensePublicKeyDto: {
      /** @example Ed25519 */
      algorithm: string;
      /** @description First 16 hex characters of SHA-256 over the raw key */
      keyId: string;
      /** @description SPKI PEM */
      publicKeyPem: string;
      /** @description Raw 32-byte key, base64url */
      publicKey: string;
    };
    LicenseDto: {
      /**
       * Format: uuid
       * @description The license id (lid in the key)
       */
      id: string;
      /**
       * @description IRON-{MARK}-{payload}.{signature} in base64url; keys issued before are hex
       * @example IRON-PRO-eyJ2IjoxLCJsaWQiOi….q3Hf…
       */
      key: string;
      /** @enum {string} */
      tier: 'starter' | 'pro';
      maxUsers: number;
      features: string[];
      /** @description Id of the signing key */
      keyId: string;
      /** Format: date-time */
      issuedAt: string;
      /** Format: date-time */
      expiresAt: string;
      /**
       * Format: date-time
       * @description End of the subscription period (or trial) the key was issued for; it stays valid LICENSE_GRACE_DAYS (7) more, until expiresAt, so the renewed key can be installed in time
       */
      periodEnd: string;
      /** @enum {string} */
      status: 'active' | 'expired' | 'superseded' | 'revoked';
      /** Format: date-time */
      revokedAt: string | null;
      /** @enum {string|null} */
      revokeReason: 'rotated' | 'renewed' | 'plan_changed' | 'canceled' | null;
    };
    LicensePageDto: {
      data: components['schemas']['LicenseDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    MySubscriptionDto: {
      organization: components['schemas']['OrganizationDto'];
      subscription: components['schemas']['SubscriptionDto'];
      plan: components['schemas']['PlanDto'];
      servers: components['schemas']['ServerDto'][];
    };
    OrganizationAuditEntryDto: {
      /** Format: date-time */
      occurredAt: string;
      actor: components['schemas']['AuditActorDto'];
      /** @example role_changed */
      action: string;
      /** @enum {string} */
      outcome: 'success' | 'failure';
      target: components['schemas']['AuditTargetDto'] | null;
      organizationId: string | null;
      ipAddress: string | null;
      userAgent: string | null;
      details: {
        [key: string]: unknown;
      } | null;
    };
    OrganizationAuditPageDto: {
      data: components['schemas']['OrganizationAuditEntryDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
    };
    LocalEditionSettingsDto: {
      /**
       * @description LOCAL_SERVICE_URL: where /local-chat calls the local service, the origin the Content-Security-Policy connect-src allows
       * @example http://localhost:8080
       */
      localServiceUrl: string;
    };
    UploadDocumentDto: {
      /**
       * Format: binary
       * @description At most 25 MB
       */
      file: string;
      /** @description Defaults to the file name */
      title?: string;
    };
    KnowledgeDocumentDto: {
      /** Format: uuid */
      id: string;
      /**
       * @description The title given, or the file name
       * @example Travel policy.pdf
       */
      name: string;
      /**
       * @description What the content is (recognized from the bytes, not the name)
       * @enum {string}
       */
      mimeType:
        | 'application/pdf'
        | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        | 'text/markdown'
        | 'text/html'
        | 'text/plain';
      /** @description Bytes */
      size: number;
      /** @enum {string} */
      status: 'queued' | 'processing' | 'ready' | 'failed';
      /** @description Searchable passages (0 until ready) */
      chunks: number;
      /** @description Pages of a PDF */
      pages: number | null;
      /** @description Why processing failed */
      error: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    KnowledgeDocumentResponseDto: {
      document: components['schemas']['KnowledgeDocumentDto'];
    };
    KnowledgeDocumentListDto: {
      /** @description Newest first */
      documents: components['schemas']['KnowledgeDocumentDto'][];
    };
    KnowledgeSearchResultDto: {
      /** Format: uuid */
      documentId: string;
      /** @example Travel policy.pdf */
      documentName: string;
      /** @description The matching passage, shortened around the first match */
      excerpt: string;
      /**
       * @description Where it is: "p. 3" in a PDF, the heading in other documents, "lines 1–40" in plain text
       * @example p. 3
       */
      location: string;
      /** @description Relevance, best first */
      score: number;
    };
    KnowledgeSearchResponseDto: {
      results: components['schemas']['KnowledgeSearchResultDto'][];
    };
    KnowledgeScopeDto: {
      /** @enum {string} */
      scope: 'all' | 'documents' | 'none';
      /** @description The organization's knowledge documents; only with the 'documents' scope */
      documentIds: string[];
    };
    CustomAssistantDto: {
      /** Format: uuid */
      id: string;
      /** @example hr-helper */
      slug: string;
      name: string;
      description: string;
      /** @enum {string} */
      icon:
        | 'sparkles'
        | 'book-open'
        | 'shield'
        | 'code'
        | 'stethoscope'
        | 'scale'
        | 'chart'
        | 'message-square';
      /** @example #4f46e5 */
      color: string;
      /** @description The system prompt */
      instructions: string;
      /** @description null: the organization's default model */
      model: string | null;
      knowledge: components['schemas']['KnowledgeScopeDto'];
      starters: string[];
      /** @description "everyone", or the teams whose members may use it */
      access:
        | 'everyone'
        | {
            teams: string[];
          };
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CustomAssistantListDto: {
      /** @description By name */
      assistants: components['schemas']['CustomAssistantDto'][];
    };
    CreateCustomAssistantDto: {
      /** @example hr-helper */
      slug: string;
      name: string;
      description?: string;
      /** @enum {string} */
      icon?:
        | 'sparkles'
        | 'book-open'
        | 'shield'
        | 'code'
        | 'stethoscope'
        | 'scale'
        | 'chart'
        | 'message-square';
      /** @example #4f46e5 */
      color?: string;
      instructions?: string;
      /** @description null: the organization's default model */
      model?: string | null;
      knowledge?: components['schemas']['KnowledgeScopeDto'];
      starters?: string[];
      access?:
        | 'everyone'
        | {
            teams: string[];
          };
    };
    CustomAssistantResponseDto: {
      assistant: components['schemas']['CustomAssistantDto'];
    };
    UpdateCustomAssistantDto: {
      /** @example hr-helper */
      slug?: string;
      name?: string;
      description?: string;
      /** @enum {string} */
      icon?:
        | 'sparkles'
        | 'book-open'
        | 'shield'
        | 'code'
        | 'stethoscope'
        | 'scale'
        | 'chart'
        | 'message-square';
      /** @example #4f46e5 */
      color?: string;
      instructions?: string;
      /** @description null: the organization's default model */
      model?: string | null;
      knowledge?: components['schemas']['KnowledgeScopeDto'];
      starters?: string[];
      access?:
        | 'everyone'
        | {
            teams: string[];
          };
    };
    OpenAiErrorDetailDoc: {
      message: string;
      /** @example invalid_request_error */
      type: string;
      param: string | null;
      /** @example model_not_found */
      code: string | null;
    };
    OpenAiErrorDoc: {
      error: components['schemas']['OpenAiErrorDetailDoc'];
    };
    OpenAiModelDto: {
      /** @example llama3.1:8b */
      id: string;
      /** @enum {string} */
      object: 'model';
      /** @description Unix seconds: when the first server of this model was added */
      created: number;
      /** @example organization */
      owned_by: string;
    };
    OpenAiModelListDto: {
      /** @enum {string} */
      object: 'list';
      data: components['schemas']['OpenAiModelDto'][];
    };
    ChatMessageDoc: {
      /** @enum {string} */
      role: 'system' | 'developer' | 'user' | 'assistant' | 'tool';
      /**
       * @description Text, or an array of content parts
       * @example Hello!
       */
      content: string;
    };
    StreamOptionsDoc: {
      /** @description Send a last chunk with the usage before [DONE] */
      include_usage?: boolean;
    };
    ChatCompletionRequestDoc: {
      /**
       * @description One of GET /api/v1/models
       * @example llama3.1:8b
       */
      model: string;
      messages: components['schemas']['ChatMessageDoc'][];
      stream?: boolean;
      stream_options?: components['schemas']['StreamOptionsDoc'];
      temperature?: number;
      top_p?: number;
      max_tokens?: number;
      /** @description A string or up to 4 strings */
      stop?: string;
      seed?: number;
      /** @description {"type":"json_object"} or a json_schema */
      response_format?: Record<string, never>;
      /** @description Function tools, as the server supports them */
      tools?: Record<string, never>[];
    };
    CompletionRequestDoc: {
      /**
       * @description One of GET /api/v1/models
       * @example qwen2.5-coder:7b
       */
      model: string;
      /**
       * @description A text or up to 100 texts
       * @example def fibonacci(n):
       */
      prompt: string;
      /** @description Text after the insertion point (fill-in-the-middle) */
      suffix?: string;
      stream?: boolean;
      stream_options?: components['schemas']['StreamOptionsDoc'];
      temperature?: number;
      top_p?: number;
      max_tokens?: number;
      /** @description A string or up to 4 strings */
      stop?: string;
      seed?: number;
    };
    EmbeddingsRequestDoc: {
      /** @example nomic-embed-text */
      model: string;
      /**
       * @description A text or a list of texts
       * @example IronKeep keeps AI private
       */
      input: string;
      /** @enum {string} */
      encoding_format?: 'float' | 'base64';
    };
    AnthropicErrorDetailDoc: {
      /** @example invalid_request_error */
      type: string;
      message: string;
    };
    AnthropicErrorDoc: {
      /** @enum {string} */
      type: 'error';
      error: components['schemas']['AnthropicErrorDetailDoc'];
    };
    AnthropicMessageDoc: {
      /** @enum {string} */
      role: 'user' | 'assistant';
      /**
       * @description Text, or content blocks: text, image, tool_use (assistant), tool_result (user)
       * @example Hello!
       */
      content: string;
    };
    MessagesRequestDoc: {
      /**
       * @description One of GET /api/v1/models
       * @example llama3.1:8b
       */
      model: string;
      messages: components['schemas']['AnthropicMessageDoc'][];
      /** @description A string or a list of text blocks */
      system?: string;
      /** @description Custom tools: name, description, input_schema */
      tools?: Record<string, never>[];
      /** @description {"type":"auto"|"any"|"none"} or {"type":"tool","name"} */
      tool_choice?: Record<string, never>;
      max_tokens: number;
      stream?: boolean;
      temperature?: number;
      top_p?: number;
      top_k?: number;
      stop_sequences?: string[];
    };
    CountTokensRequestDoc: {
      /**
       * @description One of GET /api/v1/models
       * @example llama3.1:8b
       */
      model: string;
      messages: components['schemas']['AnthropicMessageDoc'][];
      /** @description A string or a list of text blocks */
      system?: string;
      /** @description Custom tools: name, description, input_schema */
      tools?: Record<string, never>[];
      /** @description {"type":"auto"|"any"|"none"} or {"type":"tool","name"} */
      tool_choice?: Record<string, never>;
    };
    TokenCountDoc: {
      input_tokens: number;
    };
    ResponsesRequestDoc: {
      /**
       * @description One of GET /api/v1/models
       * @example llama3.1:8b
       */
      model: string;
      /**
       * @description A string, or input items: messages (input_text, input_image parts), function_call, function_call_output
       * @example Hello!
       */
      input: string;
      /** @description A system message before the input */
      instructions?: string;
      /** @description Function tools: {type: "function", name, description, parameters, strict} */
      tools?: Record<string, never>[];
      /** @description "auto" | "none" | "required" | {type: "function", name} */
      tool_choice?: Record<string, never>;
      parallel_tool_calls?: boolean;
      temperature?: number;
      top_p?: number;
      max_output_tokens?: number;
      /** @description {format: {type: "text" | "json_object" | "json_schema", name, schema, strict}} */
      text?: Record<string, never>;
      stream?: boolean;
      /** @description Only false: nothing is stored (true is a 400) */
      store?: boolean;
    };
    ResponseUsageDoc: {
      input_tokens: number;
      output_tokens: number;
      total_tokens: number;
    };
    ResponseDoc: {
      /** @example resp_0123456789abcdef01234567 */
      id: string;
      /** @enum {string} */
      object: 'response';
      /** @enum {string} */
      status: 'completed' | 'incomplete' | 'failed' | 'in_progress';
      created_at: number;
      model: string;
      /** @description message items (output_text content) and function_call items */
      output: Record<string, never>[];
      usage: components['schemas']['ResponseUsageDoc'];
    };
    AiSettingsDto: {
      /** @description The owner's choice of model for the assistants; null: automatic */
      defaultChatModel: string | null;
      /** @description What the assistants use now: the choice, else the first active server's model; null: the built-in engine */
      effectiveModel: string | null;
      /** @description Models of the servers that are not stopped */
      availableModels: string[];
    };
    UpdateAiSettingsDto: {
      /** @example llama3.1:8b */
      defaultChatModel: string | null;
    };
    OrganizationModelDto: {
      /**
       * @description The name the servers serve
       * @example llama3.1:8b
       */
      model: string;
      /** @description "everyone", or the teams whose members may call it */
      access:
        | 'everyone'
        | {
            teams: string[];
          };
      /**
       * @example [
       *       "gpt-4o-mini"
       *     ]
       */
      aliases: string[];
      /** @description Models that answer, in order, when none of its servers can */
      fallbacks: string[];
      /** @description How many of the organization’s servers (not stopped) serve it */
      servers: number;
    };
    PutModelAccessDto: {
      access?:
        | 'everyone'
        | {
            teams: string[];
          };
      aliases?: string[];
      fallbacks?: string[];
    };
    MyModelDto: {
      /**
       * @description The name to call: a model or an alias
       * @example gpt-4o-mini
       */
      id: string;
      /**
       * @description The served model that answers it
       * @example llama3.1:8b
       */
      model: string;
      /** @description At least one of its servers can answer now */
      available: boolean;
    };
    MyLimitUseDto: {
      /** @enum {string} */
      kind: 'monthlyTokens' | 'requestsPerMinute' | 'tokensPerMinute' | 'maxConcurrent';
      limit: number;
      /** @description Tokens, requests or open calls counted so far */
      used: number;
      remaining: number;
      /** @description When the minute window or the month ends; null for open calls */
      resetsAt: string | null;
    };
    MyLimitDto: {
      /** @enum {string} */
      level: 'organization' | 'team' | 'member';
      /** @description The team's name; null otherwise */
      name: string | null;
      uses: components['schemas']['MyLimitUseDto'][];
    };
    MyAccessDto: {
      /** @description What the member may call now, by name */
      models: components['schemas']['MyModelDto'][];
      /** @description The organization's monthly allowance, the member's own limits and each of their teams'; the strictest applies. Empty: no limit. */
      limits: components['schemas']['MyLimitDto'][];
    };
    UsageTotalsDto: {
      requests: number;
      promptTokens: number;
      completionTokens: number;
      totalTokens: number;
      /** @description Requests whose counts were estimated (the server reported none) */
      estimatedRequests: number;
      /** @description Requests that failed (before or during the answer) */
      failedRequests: number;
      /** @description Requests the caller left before the end */
      cancelledRequests: number;
    };
    UsageSeriesItemDto: {
      requests: number;
      promptTokens: number;
      completionTokens: number;
      totalTokens: number;
      /** @description Requests whose counts were estimated (the server reported none) */
      estimatedRequests: number;
      /** @description Requests that failed (before or during the answer) */
      failedRequests: number;
      /** @description Requests the caller left before the end */
      cancelledRequests: number;
      /** @description The day (YYYY-MM-DD), the model, the member, API token or team id; "none" for calls without a member, token or team */
      key: string;
      /** @description What to show: the day, model, username, token or team name */
      label: string;
      /** @description With splitBy: the day's total tokens per part, in the order of `splits` */
      parts?: number[];
    };
    AllowanceDto: {
      /** @description Tokens a month; null = unlimited */
      limitTokens: number | null;
      /** @description Tokens used this month (UTC), the whole organization */
      usedTokens: number;
      /** @description null = unlimited; never below 0 */
      remainingTokens: number | null;
      /**
       * Format: date-time
       * @description When the count starts again (UTC)
       */
      resetsAt: string;
    };
    UsageSplitDto: {
      /** @description The id (model name for models); "none" for no member/token/team; "other" for the rest */
      key: string;
      label: string;
      /** @description Its tokens over the whole range */
      totalTokens: number;
    };
    UsageReportDto: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      /** @enum {string} */
      groupBy: 'day' | 'model' | 'member' | 'token' | 'team';
      /**
       * @description organization: everyone's usage (owner); own: the caller's calls only (members)
       * @enum {string}
       */
      scope: 'organization' | 'own';
      totals: components['schemas']['UsageTotalsDto'];
      /** @description By day: every day of the range in order (zeros included); otherwise largest first */
      series: components['schemas']['UsageSeriesItemDto'][];
      allowance: components['schemas']['AllowanceDto'];
      /** @enum {string} */
      splitBy?: 'model' | 'member' | 'token' | 'team';
      /** @description With splitBy: the parts, largest first (at most five, "other" last) */
      splits?: components['schemas']['UsageSplitDto'][];
    };
    UsageNoticeDto: {
      /**
       * @description Percent of the allowance reached
       * @enum {number}
       */
      threshold: 80 | 100;
      /** Format: date-time */
      createdAt: string;
    };
    OrganizationAllowanceDto: {
      /** @description Tokens a month; null = unlimited */
      limitTokens: number | null;
      /** @description Tokens used this month (UTC), the whole organization */
      usedTokens: number;
      /** @description null = unlimited; never below 0 */
      remainingTokens: number | null;
      /**
       * Format: date-time
       * @description When the count starts again (UTC)
       */
      resetsAt: string;
      /** @description This month's 80 % and 100 % notices */
      notices: components['schemas']['UsageNoticeDto'][];
    };
    AdminUsageOrganizationDto: {
      /** Format: uuid */
      id: string;
      name: string;
      slug: string;
    };
    TokenAllowanceDto: {
      /** Format: uuid */
      organizationId: string;
      /** @description The plan's allowance; null = unlimited */
      planTokens: number | null;
      /** @description True when an admin override applies instead of the plan */
      overridden: boolean;
      /** @description What applies; null = unlimited */
      limitTokens: number | null;
      /** @description Tokens used this month (UTC) */
      usedTokens: number;
      remainingTokens: number | null;
      /** Format: date-time */
      resetsAt: string;
    };
    AdminUsageRowDto: {
      requests: number;
      promptTokens: number;
      completionTokens: number;
      totalTokens: number;
      /** @description Requests whose counts were estimated (the server reported none) */
      estimatedRequests: number;
      /** @description Requests that failed (before or during the answer) */
      failedRequests: number;
      /** @description Requests the caller left before the end */
      cancelledRequests: number;
      organization: components['schemas']['AdminUsageOrganizationDto'];
      planName: string | null;
      allowance: components['schemas']['TokenAllowanceDto'];
    };
    AdminUsagePageDto: {
      data: components['schemas']['AdminUsageRowDto'][];
      pagination: components['schemas']['PaginationMetaDto'];
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      /** @description Every organization, the whole range */
      totals: components['schemas']['UsageTotalsDto'];
    };
    SetTokenAllowanceDto: {
      /**
       * @description Tokens a month for this organization, overriding its plan; null = unlimited
       * @example 1000000
       */
      monthlyTokens: number | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  CsrfController_getToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsrfTokenDto'];
        };
      };
      /** @description The session store is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuditController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description The actor: a username (exact, any case) or an account id */
        actor?: string;
        action?:
          | 'login_success'
          | 'login_failed'
          | 'logout_success'
          | 'registration_success'
          | 'password_changed'
          | 'profile_updated'
          | '2fa_enabled'
          | '2fa_disabled'
          | '2fa_failed'
          | 'backup_code_used'
          | 'backup_codes_regenerated'
          | 'session_revoked'
          | 'role_changed'
          | 'status_changed'
          | 'api_token_created'
          | 'api_token_revoked'
          | 'api_token_updated'
          | 'api_token_used'
          | 'api_token_first_used'
          | 'email_changed'
          | 'password_reset_requested'
          | 'password_reset_completed'
          | 'password_reset_by_admin'
          | 'organization_created'
          | 'member_added'
          | 'member_removed'
          | 'member_left'
          | 'plan_changed'
          | 'subscription_canceled'
          | 'subscription_resumed'
          | 'invoice_marked_paid'
          | 'token_allowance_changed'
          | 'member_role_changed'
          | 'team_created'
          | 'team_updated'
          | 'team_deleted'
          | 'team_member_added'
          | 'team_member_removed'
          | 'model_access_changed'
          | 'limits_changed'
          | 'custom_assistant_created'
          | 'custom_assistant_updated'
          | 'custom_assistant_deleted'
          | 'server_added'
          | 'server_stopped'
          | 'server_started'
          | 'server_removed'
          | 'server_key_changed'
          | 'default_model_changed'
          | 'license_rotated'
          | 'knowledge_document_uploaded'
          | 'knowledge_document_deleted'
          | 'memory_settings_changed'
          | 'settings_changed'
          | 'leads_exported'
          | 'lead_status_changed'
          | 'audit_purged'
          | 'audit_exported';
        organizationId?: string;
        /** @description Part of an organization's name or slug (any case), or its id */
        organization?: string;
        /** @description Entries at or after this time */
        from?: string;
        /** @description Entries before this time */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Entries newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPageDto'];
        };
      };
      /** @description A filter or the page is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuditController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Walks the whole hash chain */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditVerifyDto'];
        };
      };
    };
  };
  AuditController_export: {
    parameters: {
      query?: {
        /** @description The actor: a username (exact, any case) or an account id */
        actor?: string;
        action?:
          | 'login_success'
          | 'login_failed'
          | 'logout_success'
          | 'registration_success'
          | 'password_changed'
          | 'profile_updated'
          | '2fa_enabled'
          | '2fa_disabled'
          | '2fa_failed'
          | 'backup_code_used'
          | 'backup_codes_regenerated'
          | 'session_revoked'
          | 'role_changed'
          | 'status_changed'
          | 'api_token_created'
          | 'api_token_revoked'
          | 'api_token_updated'
          | 'api_token_used'
          | 'api_token_first_used'
          | 'email_changed'
          | 'password_reset_requested'
          | 'password_reset_completed'
          | 'password_reset_by_admin'
          | 'organization_created'
          | 'member_added'
          | 'member_removed'
          | 'member_left'
          | 'plan_changed'
          | 'subscription_canceled'
          | 'subscription_resumed'
          | 'invoice_marked_paid'
          | 'token_allowance_changed'
          | 'member_role_changed'
          | 'team_created'
          | 'team_updated'
          | 'team_deleted'
          | 'team_member_added'
          | 'team_member_removed'
          | 'model_access_changed'
          | 'limits_changed'
          | 'custom_assistant_created'
          | 'custom_assistant_updated'
          | 'custom_assistant_deleted'
          | 'server_added'
          | 'server_stopped'
          | 'server_started'
          | 'server_removed'
          | 'server_key_changed'
          | 'default_model_changed'
          | 'license_rotated'
          | 'knowledge_document_uploaded'
          | 'knowledge_document_deleted'
          | 'memory_settings_changed'
          | 'settings_changed'
          | 'leads_exported'
          | 'lead_status_changed'
          | 'audit_purged'
          | 'audit_exported';
        organizationId?: string;
        /** @description Part of an organization's name or slug (any case), or its id */
        organization?: string;
        /** @description Entries at or after this time */
        from?: string;
        /** @description Entries before this time */
        to?: string;
        format?: 'jsonl' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entries the filters and range select (as GET /api/admin/audit), oldest first: JSON lines (AuditEntryDto) or CSV, streamed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': string;
          'text/csv': string;
        };
      };
      /** @description from, to or format not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SecurityLogController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: 10 | 25 | 50;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecurityLogPageDto'];
        };
      };
      /** @description limit not one of 10, 25, 50 or page below 1 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiTokensController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiTokenListDto'];
        };
      };
    };
  };
  ApiTokensController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiTokenDto'];
      };
    };
    responses: {
      /** @description The token is shown only here */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiTokenDto'];
        };
      };
      /** @description Validation failed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description SESSION_REQUIRED: a token cannot create tokens */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description API_TOKEN_LIMIT_REACHED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiTokensController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description API_TOKEN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ApiTokensController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateApiTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiTokenDto'];
        };
      };
      /** @description Validation failed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description SESSION_REQUIRED: a token cannot change tokens */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description API_TOKEN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_providers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignInProvidersDto'];
        };
      };
    };
  };
  AuthController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserResponseDto'];
        };
      };
      /** @description Validation failed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description LOCAL_SIGN_IN_DISABLED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Username already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthResponseDto'];
        };
      };
      /** @description Bad credentials or 2FA code needed */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorRequiredDto'];
        };
      };
      /** @description Too many failed attempts */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
    };
  };
  AuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserResponseDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OidcController_login: {
    parameters: {
      query?: {
        /** @description A same-origin path, e.g. /settings */
        returnTo?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the identity provider, or to /auth?error=… if SSO is off or down */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OidcController_callback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To returnTo (signed in), or to /auth?error=<code> */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TwoFactorController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorStatusDto'];
        };
      };
    };
  };
  TwoFactorController_setup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorSetupResponseDto'];
        };
      };
      /** @description Two-factor authentication is already enabled */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TwoFactorController_enable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EnableTwoFactorDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description Invalid verification code */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many invalid codes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TwoFactorController_disable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisableTwoFactorDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description Incorrect password or invalid code */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many invalid codes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TwoFactorController_regenerate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BackupCodesResponseDto'];
        };
      };
      /** @description Two-factor authentication is not enabled */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ProfileController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUserResponseDto'];
        };
      };
      /** @description Validation failed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Username already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ProfileController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description Validation failed or current password incorrect */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many wrong current passwords */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountSessionsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActiveSessionsResponseDto'];
        };
      };
    };
  };
  AccountSessionsController_signOutOthers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevokedSessionsResponseDto'];
        };
      };
    };
  };
  AccountSessionsController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description The current session (use Logout) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such session of this user */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasswordResetController_request: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RequestPasswordResetDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordResetRequestedDto'];
        };
      };
      /** @description Validation failed, or PASSWORD_RESET_BY_EMAIL_OFF */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasswordResetController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfirmPasswordResetDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description Validation failed, or RESET_LINK_INVALID */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many attempts from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminPasswordResetController_reset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPasswordResetDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPasswordResetResponseDto'];
        };
      };
      /** @description Validation failed, own account, or an account without a local password */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description User not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LivenessDto'];
        };
      };
    };
  };
  LeadsController_contact: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadAcceptedDto'];
        };
      };
      /** @description Validation failed (or a honeypot field was filled) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many messages from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LeadsController_newsletter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsletterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadAcceptedDto'];
        };
      };
      /** @description Validation failed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Address already subscribed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many sign-ups from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LeadsController_enterpriseLead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EnterpriseLeadDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadAcceptedDto'];
        };
      };
      /** @description Validation failed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LeadAdminController_leads: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Matches name, email or company (contacts and leads) or the address (subscribers), any case */
        search?: string;
        status?: 'new' | 'contacted' | 'closed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EnterpriseLeadPageDto'];
        };
      };
    };
  };
  LeadAdminController_contacts: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Matches name, email or company (contacts and leads) or the address (subscribers), any case */
        search?: string;
        status?: 'new' | 'contacted' | 'closed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessagePageDto'];
        };
      };
    };
  };
  LeadAdminController_subscribers: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Matches name, email or company (contacts and leads) or the address (subscribers), any case */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriberPageDto'];
        };
      };
    };
  };
  LeadAdminController_setLeadStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateLeadStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EnterpriseLeadRecordDto'];
        };
      };
      /** @description LEAD_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LeadAdminController_setContactStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateLeadStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageDto'];
        };
      };
      /** @description LEAD_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LeadAdminController_leadsCsv: {
    parameters: {
      query?: {
        /** @description Matches name, email or company (contacts and leads) or the address (subscribers), any case */
        search?: string;
        status?: 'new' | 'contacted' | 'closed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The enterprise leads filtered, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  LeadAdminController_contactsCsv: {
    parameters: {
      query?: {
        /** @description Matches name, email or company (contacts and leads) or the address (subscribers), any case */
        search?: string;
        status?: 'new' | 'contacted' | 'closed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The contact messages filtered, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  LeadAdminController_subscribersCsv: {
    parameters: {
      query?: {
        /** @description Matches name, email or company (contacts and leads) or the address (subscribers), any case */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The newsletter subscribers filtered, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  RolesController_info: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleInfoResponseDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs roles:read (manager or admin) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RolesController_permissionsOf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        role: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RolePermissionsResponseDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Needs roles:read (manager or admin) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown role */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UserPermissionsController_mine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserPermissionsResponseDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminUsersController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Matches username or email, case-insensitive */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListResponseDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminUsersController_changeRole: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserResponseDto'];
        };
      };
      /** @description Validation failed, or own account */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description User not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Would leave no active admin */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminUsersController_changeStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserResponseDto'];
        };
      };
      /** @description Validation failed, or own account */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description User not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Would leave no active admin */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MonitoringController_metrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MonitoringMetricsResponseDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not an admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ServersController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerPageDto'];
        };
      };
    };
  };
  ServersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateServerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerDto'];
        };
      };
      /** @description Validation failed or INVALID_SERVER_URL */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description SUBSCRIPTION_INACTIVE */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description SERVER_LIMIT_REACHED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ServersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerDto'];
        };
      };
      /** @description SERVER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ServersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description SERVER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ServersController_stop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerDto'];
        };
      };
      /** @description SERVER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ServersController_start: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerDto'];
        };
      };
      /** @description SERVER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ServersController_setApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetServerApiKeyDto'];
      };
    };
    responses: {
      /** @description The server, with apiKeySet; never the key */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerDto'];
        };
      };
      /** @description SERVER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ServersController_check: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Checks the server now (a stopped one is left as is) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServerDto'];
        };
      };
      /** @description SERVER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationsController_slugAvailability: {
    parameters: {
      query: {
        slug: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SlugAvailabilityDto'];
        };
      };
    };
  };
  OrganizationsController_members: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberPageDto'];
        };
      };
      /** @description NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationsController_invite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteMemberDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description USER_NOT_FOUND or NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ALREADY_IN_ORGANIZATION */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many invitations */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationsController_changeRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeMemberRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberDto'];
        };
      };
      /** @description NOT_ORGANIZATION_OWNER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MEMBER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description OWNER_ROLE_FIXED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN, or NOT_ORGANIZATION_OWNER for an admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MEMBER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description OWNER_CANNOT_LEAVE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationsController_leave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description OWNER_CANNOT_LEAVE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TeamsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamDto'][];
        };
      };
      /** @description NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TeamsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTeamDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TEAM_NAME_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TeamsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamDto'];
        };
      };
      /** @description TEAM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TeamsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TEAM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TeamsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTeamDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TEAM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TEAM_NAME_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TeamsController_addMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TEAM_NOT_FOUND or MEMBER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TeamsController_removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeamDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TEAM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BillingController_listPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanDto'][];
        };
      };
    };
  };
  BillingController_checkoutTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutTermsDto'];
        };
      };
    };
  };
  BillingController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscribeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscribeResponseDto'];
        };
      };
      /** @description PLAN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ALREADY_IN_ORGANIZATION or SLUG_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many attempts */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BILLING_PROVIDER_UNAVAILABLE */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BillingController_portal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortalResponseDto'];
        };
      };
      /** @description NOT_ORGANIZATION_OWNER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description BILLING_PROVIDER_UNAVAILABLE */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BillingController_listInvoices: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoicePageDto'];
        };
      };
      /** @description NOT_ORGANIZATION_OWNER */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BillingController_changePlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePlanDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionOutcomeDto'];
        };
      };
      /** @description SAME_PLAN or TOO_MANY_SERVERS_FOR_PLAN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BillingController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancels at the end of the period */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionOutcomeDto'];
        };
      };
      /** @description SUBSCRIPTION_CANCELED or SUBSCRIPTION_INCOMPLETE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BillingController_resume: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Undoes a pending cancellation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionOutcomeDto'];
        };
      };
      /** @description SUBSCRIPTION_CANCELED or SUBSCRIPTION_INCOMPLETE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BillingController_markPaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Records a payment received offline (admins) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceDto'];
        };
      };
      /** @description INVOICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description INVOICE_NOT_OPEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StripeWebhookController_handle: {
    parameters: {
      query?: never;
      header: {
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description INVALID_WEBHOOK_SIGNATURE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description WEBHOOKS_DISABLED (Stripe is not configured) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminInvoicesController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        status?: 'open' | 'paid' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInvoicePageDto'];
        };
      };
      /** @description Invalid status, page or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AssistantsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssistantSummaryDto'][];
        };
      };
    };
  };
  AssistantsController_stream: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        assistant: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StreamQueryDto'];
      };
    };
    responses: {
      /** @description Server-sent events: metadata, then chunks, then complete. Each event is a line `data: {json}` followed by a blank line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream':
            | components['schemas']['StreamChunkEventDto']
            | components['schemas']['StreamMetadataEventDto']
            | components['schemas']['StreamCompleteEventDto']
            | components['schemas']['StreamReconnectEventDto'];
        };
      };
      /** @description Blank question or longer than 2,000 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unknown assistant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many demo questions from this address */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemberStreamController_stream: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A built-in assistant (brain, deploy, …), 'chat' (plain chat on `model`), or a custom assistant's slug */
        assistant: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StreamQueryDto'];
      };
    };
    responses: {
      /** @description Server-sent events exactly as POST /api/demo/ai/{assistant}/stream, also answering from the organization's own documents (sources name the document and its page or heading); with memory on, the question and answer are stored. Each event is a line `data: {json}` followed by a blank line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream':
            | components['schemas']['StreamChunkEventDto']
            | components['schemas']['StreamMetadataEventDto']
            | components['schemas']['StreamCompleteEventDto']
            | components['schemas']['StreamReconnectEventDto'];
        };
      };
      /** @description Blank question or longer than 2,000 characters; 'chat' without a model */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing or invalid X-CSRF-Token */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSISTANT_NOT_FOUND (also a custom assistant the member may not use) or MODEL_NOT_FOUND (also a model they may not use) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many questions */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_getPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemoryPreferencesResponseDto'];
        };
      };
    };
  };
  MemoryController_updatePreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MemoryPreferencesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemoryPreferencesResponseDto'];
        };
      };
      /** @description Invalid values, or encryption on while memory is off */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_listConversations: {
    parameters: {
      query?: {
        /** @description Case-insensitive text to find in titles and message content (decrypted on the server, your conversations only); blank: the whole list */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationListDto'];
        };
      };
      /** @description search shorter than 2 or longer than 100 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_getMessages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationMessagesDto'];
        };
      };
      /** @description No such conversation of yours (CONVERSATION_NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_deleteConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description No such conversation of yours (CONVERSATION_NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_rename: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RenameConversationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RenamedConversationDto'];
        };
      };
      /** @description Title missing, blank or longer than 100 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation of yours (CONVERSATION_NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_exportConversation: {
    parameters: {
      query?: {
        format?: 'markdown' | 'json';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A download (Content-Disposition: attachment; filename="{title-slug}-{YYYY-MM-DD}.md|json"): Markdown, or JSON {id, title, assistant, model, createdAt, messages: [{role, content, createdAt}]} */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/markdown': string;
          'application/json': string;
        };
      };
      /** @description format is not markdown or json */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation of yours (CONVERSATION_NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_updateMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMessageDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description Blank content or longer than 20,000 characters */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such message of yours (MESSAGE_NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_deleteMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description No such message of yours (MESSAGE_NOT_FOUND) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemoryController_cleanup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CleanupResponseDto'];
        };
      };
    };
  };
  AdminCustomersController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Matches the organization name or slug, any case */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Organizations by name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerPageDto'];
        };
      };
      /** @description Invalid search, page or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LicensesController_publicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LicensePublicKeyDto'];
        };
      };
    };
  };
  LicensesController_current: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LicenseDto'];
        };
      };
      /** @description NO_ORGANIZATION or LICENSE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LicensesController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every key issued, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LicensePageDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LicensesController_rotate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new key; the old one is listed as revoked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LicenseDto'];
        };
      };
      /** @description SUBSCRIPTION_INACTIVE */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MySubscriptionController_mySubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MySubscriptionDto'];
        };
      };
      /** @description NO_ORGANIZATION or SUBSCRIPTION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationAuditController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description Entries at or after this time */
        from?: string;
        /** @description Entries before this time */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationAuditPageDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LocalEditionController_settings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LocalEditionSettingsDto'];
        };
      };
    };
  };
  KnowledgeController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeDocumentListDto'];
        };
      };
    };
  };
  KnowledgeController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UploadDocumentDto'];
      };
    };
    responses: {
      /** @description Queued for processing */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeDocumentResponseDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description DOCUMENT_TOO_LARGE (over 25 MB) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description UNSUPPORTED_DOCUMENT_TYPE (not PDF, DOCX, Markdown, HTML or text) or MULTIPART_REQUIRED */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  KnowledgeController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeDocumentResponseDto'];
        };
      };
      /** @description DOCUMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  KnowledgeController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted; no answer or search cites it again */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description DOCUMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  KnowledgeController_search: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeSearchResponseDto'];
        };
      };
    };
  };
  CustomAssistantsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomAssistantListDto'];
        };
      };
      /** @description NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CustomAssistantsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCustomAssistantDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomAssistantResponseDto'];
        };
      };
      /** @description VALIDATION_FAILED, TEAM_NOT_FOUND, DOCUMENT_NOT_FOUND */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSISTANT_SLUG_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CustomAssistantsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomAssistantResponseDto'];
        };
      };
      /** @description ASSISTANT_NOT_FOUND (also one the member may not use) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CustomAssistantsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessResponseDto'];
        };
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSISTANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CustomAssistantsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCustomAssistantDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomAssistantResponseDto'];
        };
      };
      /** @description VALIDATION_FAILED, TEAM_NOT_FOUND, DOCUMENT_NOT_FOUND */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSISTANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ASSISTANT_SLUG_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LimitsController_team: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The team's limits (null: none) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LimitSetDto'];
        };
      };
      /** @description TEAM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LimitsController_setTeam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LimitSetInputDto'];
      };
    };
    responses: {
      /** @description The team's limits after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LimitSetDto'];
        };
      };
      /** @description A limit that is not a positive integer or null */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description TEAM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LimitsController_member: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member's limits (null: none) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LimitSetDto'];
        };
      };
      /** @description MEMBER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LimitsController_setMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LimitSetInputDto'];
      };
    };
    responses: {
      /** @description The member's limits after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LimitSetDto'];
        };
      };
      /** @description A limit that is not a positive integer or null */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MEMBER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GatewayController_models: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiModelListDto'];
        };
      };
      /** @description No AI server could answer */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
      /** @description OpenAI error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
    };
  };
  GatewayController_model: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        model: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiModelDto'];
        };
      };
      /** @description No AI server could answer */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
      /** @description OpenAI error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
    };
  };
  GatewayController_chat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatCompletionRequestDoc'];
      };
    };
    responses: {
      /** @description OpenAI's chat.completion, or chat.completion.chunk events ending in data: [DONE] */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No AI server could answer */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
      /** @description OpenAI error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
    };
  };
  GatewayController_completions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompletionRequestDoc'];
      };
    };
    responses: {
      /** @description OpenAI's text_completion, or text_completion chunks ending in data: [DONE] */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No AI server could answer */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
      /** @description OpenAI error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
    };
  };
  GatewayController_embeddings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmbeddingsRequestDoc'];
      };
    };
    responses: {
      /** @description OpenAI's embedding list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No AI server could answer */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
      /** @description OpenAI error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
    };
  };
  MessagesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Accepted, not required */
        'anthropic-version'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MessagesRequestDoc'];
      };
    };
    responses: {
      /** @description Anthropic's message, or its events from message_start to message_stop */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No AI server could answer */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnthropicErrorDoc'];
        };
      };
      /** @description Anthropic error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnthropicErrorDoc'];
        };
      };
    };
  };
  MessagesController_countTokens: {
    parameters: {
      query?: never;
      header?: {
        /** @description Accepted, not required */
        'anthropic-version'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CountTokensRequestDoc'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenCountDoc'];
        };
      };
      /** @description No AI server could answer */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnthropicErrorDoc'];
        };
      };
      /** @description Anthropic error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnthropicErrorDoc'];
        };
      };
    };
  };
  ResponsesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResponsesRequestDoc'];
      };
    };
    responses: {
      /** @description The response object, or its events from response.created to response.completed (response.failed when the server dies) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseDoc'];
          'text/event-stream': components['schemas']['ResponseDoc'];
        };
      };
      /** @description No AI server could answer */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
      /** @description OpenAI error envelope */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenAiErrorDoc'];
        };
      };
    };
  };
  AiSettingsController_view: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AiSettingsDto'];
        };
      };
    };
  };
  AiSettingsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAiSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AiSettingsDto'];
        };
      };
      /** @description MODEL_NOT_AVAILABLE or validation */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ModelAccessController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationModelDto'][];
        };
      };
      /** @description NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ModelAccessController_put: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The served name, URL-encoded */
        model: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PutModelAccessDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationModelDto'];
        };
      };
      /** @description INVALID_MODEL_ACCESS, TEAM_NOT_FOUND (an unknown team) or UNKNOWN_FALLBACK_MODEL */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NOT_ORGANIZATION_ADMIN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MODEL_NOT_SERVED */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description MODEL_ALIAS_TAKEN: a served model or another alias */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyAccessController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyAccessDto'];
        };
      };
      /** @description NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationUsageController_report: {
    parameters: {
      query?: {
        /** @description First day (UTC), default 29 days before `to` */
        from?: string;
        /** @description Last day (UTC, included), default today */
        to?: string;
        groupBy?: 'day' | 'model' | 'member' | 'token' | 'team';
        /** @description With groupBy=day: each day split by model, member, API token or team (the five largest, the rest as "other") */
        splitBy?: 'model' | 'member' | 'token' | 'team';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsageReportDto'];
        };
      };
      /** @description from, to or groupBy not valid, or a range over 400 days */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationUsageController_allowance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationAllowanceDto'];
        };
      };
      /** @description NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrganizationUsageController_export: {
    parameters: {
      query?: {
        /** @description First day (UTC), default 29 days before `to` */
        from?: string;
        /** @description Last day (UTC, included), default today */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One line per day, member, API token and model of the range (the same scope) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description from or to not valid, or a range over 400 days */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description NO_ORGANIZATION */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminUsageController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        /** @description First day (UTC), default 29 days before `to` */
        from?: string;
        /** @description Last day (UTC, included), default today */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUsagePageDto'];
        };
      };
      /** @description from, to, page or limit not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminUsageController_set: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetTokenAllowanceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenAllowanceDto'];
        };
      };
      /** @description monthlyTokens not a whole number from 0, or null */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ORGANIZATION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminUsageController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenAllowanceDto'];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing permission */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description ORGANIZATION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
