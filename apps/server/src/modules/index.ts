/** Every API module, registered in one encapsulated scope under the app (see app.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { PaymentProvider } from '../payments/provider';
import authModule from './auth/routes';
import teamModule from './team/routes';
import userServicesModule from './userServices/routes';
import profileModule from './profile/routes';
import lookupsModule from './lookups/routes';
import exclusionsModule from './exclusions/routes';
import apiKeysModule from './apikeys/routes';
import jobsModule from './jobs/routes';
import applicationsModule from './applications/routes';
import seekerModule from './seeker/routes';
import projectsModule from './projects/routes';
import messagingModule from './messaging/routes';
import inboxModule from './inbox/routes';
import templatesModule from './templates/routes';
import serversModule from './servers/routes';
import companiesModule from './companies/routes';
import clientPortalModule from './clientPortal/routes';
import invoicesModule from './invoices/routes';
import { issueForPayment } from './invoices/service';
import landingModule from './landing/routes';
import blogModule from './blog/routes';
import healthModule from './health/routes';
import resumesModule from './resumes/routes';
import marketModule from './resumes/market/routes';
import walletModule from './wallet/routes';
import paymentsModule from './payments/routes';
import dashboardModule from './dashboard/routes';
import notifyModule from './notify/routes';
import usersModule from './users/routes';
import rolesModule from './roles/routes';
import auditModule from './audit/routes';
import dataRightsModule from './dataRights/routes';
import { noticeService } from './dataRights/notice';
import rightsModule from './rights/routes';

export async function registerModules(
  api: FastifyInstance,
  ctx: AppContext,
  payments: PaymentProvider | null,
): Promise<void> {
  await api.register(authModule, { ctx });
  await api.register(profileModule, { ctx });
  await api.register(lookupsModule, { ctx });
  await api.register(exclusionsModule, { ctx });
  await api.register(resumesModule, {
    ctx,
    onPublished: noticeService(ctx.db, ctx.mail, ctx.now, ctx.config.publicUrl).published,
  });
  await api.register(marketModule, { ctx });
  await api.register(walletModule, { ctx });
  await api.register(paymentsModule, { ctx, provider: payments, issueInvoice: issueForPayment });
  await api.register(dashboardModule, { ctx });
  await api.register(notifyModule, { ctx });
  await api.register(apiKeysModule, { ctx });
  await api.register(usersModule, { ctx });
  await api.register(rolesModule, { ctx });
  await api.register(auditModule, { ctx });
  await api.register(jobsModule, { ctx });
  await api.register(applicationsModule, { ctx });
  await api.register(seekerModule, { ctx });
  await api.register(projectsModule, { ctx });
  await api.register(messagingModule, { ctx });
  await api.register(inboxModule, { ctx });
  await api.register(templatesModule, { ctx });
  await api.register(serversModule, { ctx });
  await api.register(companiesModule, { ctx });
  await api.register(clientPortalModule, { ctx });
  await api.register(teamModule, { ctx });
  await api.register(userServicesModule, { ctx });
  await api.register(invoicesModule, { ctx, provider: payments });
  await api.register(landingModule, { ctx });
  await api.register(blogModule, { ctx });
  await api.register(healthModule, { ctx });
  await api.register(dataRightsModule, { ctx });
  await api.register(rightsModule, { ctx });
}
