/**
 * Every URL outside this site that the shell links to, in one place. Deployers can override each
 * with an environment variable at build time; the defaults are Ledgerlink's public addresses.
 */
export interface ExternalLinks {
  readonly portal: string;
  readonly status: string;
  readonly githubOrg: string;
  readonly openApiRepo: string;
  readonly docsRepo: string;
  readonly companyBlog: string;
  readonly helpCentre: string;
}

function fromEnv(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

export const externalLinks: ExternalLinks = {
  portal: fromEnv('LEDGERLINK_PORTAL_URL', 'https://portal.ledgerlink.io'),
  status: fromEnv('LEDGERLINK_STATUS_URL', 'https://status.ledgerlink.io'),
  githubOrg: fromEnv('LEDGERLINK_GITHUB_URL', 'https://github.com/ledgerlink'),
  openApiRepo: fromEnv('LEDGERLINK_OPENAPI_REPO_URL', 'https://github.com/ledgerlink/openapi'),
  docsRepo: fromEnv('LEDGERLINK_DOCS_REPO_URL', 'https://github.com/ledgerlink/docs'),
  companyBlog: fromEnv('LEDGERLINK_BLOG_URL', 'https://www.ledgerlink.io/blog'),
  helpCentre: fromEnv('LEDGERLINK_HELP_CENTRE_URL', 'https://help.ledgerlink.io'),
};
