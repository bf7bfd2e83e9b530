/** Clients, the companies a recruiter hires for (spec 001 section 7 "Companies"; issue 18). */
import { endpoints } from '@talent/api';
import { RawReply, route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { fileOf } from '../../plugins/uploads';
import { clientService } from './service';

const companiesModule: AppModule = async (app, { ctx }) => {
  const clients = clientService({ db: ctx.db, dialect: ctx.dialect, files: ctx.files, now: ctx.now });

  route(app, ctx, endpoints.listCompanies, ({ auth, query }) => clients.list(auth.user, query));
  route(app, ctx, endpoints.createCompany, ({ auth, body }) => clients.create(auth.user, body));
  route(app, ctx, endpoints.getCompany, ({ auth, params }) => clients.get(auth.user, params.id));
  route(app, ctx, endpoints.updateCompany, ({ auth, params, body }) =>
    clients.replace(auth.user, params.id, body),
  );
  route(app, ctx, endpoints.deleteCompany, ({ auth, params }) => clients.remove(auth.user, params.id));
  route(app, ctx, endpoints.uploadCompanyLogo, async ({ auth, params, req }) =>
    clients.setLogo(auth.user, params.id, await fileOf(req)),
  );
  route(app, ctx, endpoints.companyLogo, async ({ auth, params }) => {
    const logo = await clients.logo(auth.user, params.id);
    return new RawReply((reply) =>
      reply
        .type(logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(logo.data),
    );
  });
  route(app, ctx, endpoints.deleteCompanyLogo, ({ auth, params }) =>
    clients.removeLogo(auth.user, params.id),
  );
  route(app, ctx, endpoints.listCompanyDisplayNames, ({ auth, query }) =>
    clients.displayNames(auth.user, query),
  );
  route(app, ctx, endpoints.setCompanyDisplayName, ({ auth, body }) =>
    clients.createDisplayName(auth.user, body.company_id, body.display_name),
  );
  route(app, ctx, endpoints.updateCompanyDisplayName, ({ auth, params, body }) =>
    clients.updateDisplayName(auth.user, params.id, body.display_name),
  );
};
export default companiesModule;
