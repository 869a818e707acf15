/** The run's OpenID provider (started by global-setup) and who it knows. */
export const E2E_SSO = {
  name: 'Falcon ID',
  clientId: 'falcon-site-e2e',
  clientSecret: 'e2e-client-secret-0123456789',
  accounts: {
    // the demo admin of the e2e stack, as the company's identity provider knows them
    'demo.admin': {
      email: 'demo@falcongridworks.example',
      emailVerified: true,
      name: 'Demo Admin',
    },
  },
}
