// French messages for Keycloak's own pages under the realm (its sign-in, reset, verification and
// error pages, the account console's sign-in): the realm's `localizationTexts`, which override the
// login theme's messages_fr.properties. Two parts (docs/identity-provider.md, « Keycloak's own
// pages »):
// - the portal's words where a page says the same thing as the portal (its sign-in's labels, its
//   refusal, « Mot de passe oublié ? », « Retour à la connexion »);
// - every other message of Keycloak 26.5.6's login theme that says « courriel » or is set in ASCII
//   typography, rewritten once (« e-mail », typographic apostrophes, a no-break space before « : »,
//   a narrow one before « ? ! ; », « … »). Keycloak's own wording is otherwise kept. After a
//   Keycloak upgrade, compare with the new theme's messages_fr.properties.
// Keycloak formats these with java.text.MessageFormat: no ASCII apostrophe may appear (it quotes).

/** Where a page of Keycloak's says what the portal says, the portal's words. */
export const keycloakPortalWordsFr = {
  backToLogin: 'Retour à la connexion',
  doForgotPassword: 'Mot de passe oublié\u202f?',
  doLogIn: 'Se connecter',
  emailForgotTitle: 'Mot de passe oublié\u202f?',
  invalidUserMessage: 'Identifiants incorrects. Veuillez réessayer.',
  usernameOrEmail: 'E-mail',
} as const satisfies Record<string, string>;

/** The login theme's other French messages, typeset and with « e-mail » for « courriel ». */
const themeMessagesFr: Record<string, string> = {
  acceptTerms: 'J’accepte les conditions générales d’utilisation',
  accountPermanentlyDisabledMessage: 'Nom d’utilisateur ou mot de passe invalide.',
  accountPermanentlyDisabledMessageTotp: 'Le code d’authentification est invalide.',
  accountTemporarilyDisabledMessage: 'Nom d’utilisateur ou mot de passe invalide.',
  accountTemporarilyDisabledMessageTotp: 'Le code d’authentification est invalide.',
  accountUnusable: 'Toute utilisation future de l’application sera impossible avec ce compte',
  acrNotFulfilled: 'Exigences liées à l’authentification non remplies',
  'auth-recovery-code-header': 'Se connecter à l’aide d’un code d’authentification de récupération',
  'auth-username-form-display-name': 'Nom d’utilisateur',
  'auth-username-form-help-text': 'Commencez la connexion en saisissant votre nom d’utilisateur',
  'auth-username-password-form-display-name': 'Nom d’utilisateur et mot de passe',
  'auth-username-password-form-help-text':
    'Connectez-vous en saisissant votre nom d’utilisateur et votre mot de passe.',
  backToApplication: '«\u00a0Revenir à l’application',
  brokerLinkingSessionExpired:
    'La liaison avec de le compte de l’intermédiaire a été demandée, mais la session n’est plus valide.',
  bypassKerberosDetail:
    'Soit vous n’êtes pas connecté via Kerberos, soit votre navigateur n’est pas configuré pour la connexion via Kerberos. Veuillez cliquer sur continuer pour vous connecter via un autre moyen',
  'client_security-admin-console': 'Console d’administration de la sécurité',
  codeErrorTitle: 'Code d’erreur\u00a0: {0}',
  configureTotpMessage: 'Vous devez configurer l’authentification par mobile pour activer votre compte.',
  confirmAccountLinking:
    'Confirmez la liaison du compte {0} du fournisseur d’identités {1} avec votre compte.',
  confirmAccountLinkingBody:
    'Si vous liez le compte, vous serez aussi en mesure de vous connecter via le compte {0} du fournisseur d’identités {1}. Ne continuez pas si vous n’êtes pas à l’origine de cette action ou si vous ne souhaitez pas lier votre compte.',
  confirmEmailAddressVerification: 'Confirmez la validité de l’adresse e-mail {0}.',
  confirmEmailAddressVerificationHeader: 'Validation de l’adresse e-mail',
  confirmOverrideIdpTitle: 'Le lien de l’intermédiaire existe déjà',
  'console-email-code': 'Code e-mail\u00a0:',
  'console-username': 'Nom d’utilisateur\u00a0:',
  'console-verify-email':
    'Vous devez vérifier votre adresse e-mail. Nous avons envoyé un e-mail à {0} contenant un code de vérification. Veuillez saisir ce code ci-dessous.',
  cookieNotFoundMessage:
    'Cookie de redémarrage de la connexion non trouvé. Il peut avoir expiré, il peut avoir été supprimé ou les cookies peuvent avoir été sur votre navigateur. Assurez-vous que les cookies soient activés dans votre navigateur. Cliquez sur Retour à l’application pour vous connecter à nouveau.',
  couldNotObtainTokenMessage: 'Impossible de récupérer le jeton du fournisseur d’identités.',
  couldNotProceedWithAuthenticationRequestMessage:
    'Impossible de continuer avec la requête d’authentification vers le fournisseur d’identités.',
  couldNotSendAuthenticationRequestMessage:
    'Impossible d’envoyer la requête d’authentification vers le fournisseur d’identités.',
  credentialSetupRequired: 'Connexion impossible, configuration d’accréditation requise.',
  differentUserAuthenticated:
    'Vous êtes déjà authentifié avec un autre utilisateur ’{0}’ dans cette session. Merci de d’abord vous déconnecter.',
  displayUnsupported: 'Type d’affichage demandé non supporté',
  doImpersonate: 'Emprunter l’identité',
  email: 'E-mail',
  emailExistsMessage: 'L’e-mail existe déjà.',
  emailInstruction:
    'Entrez votre nom d’utilisateur ou votre adresse e-mail et nous vous enverrons un e-mail avec des instructions pour créer un nouveau mot de passe.',
  emailInstructionUsername:
    'Entrez votre nom d’utilisateur et nous vous enverrons un e-mail avec des instructions pour créer un nouveau mot de passe.',
  emailLinkIdp1:
    'Un e-mail avec des instructions pour associer le compte {1} sur {0} avec votre compte {2} vous a été envoyé.',
  emailLinkIdp2: 'Vous n’avez pas reçu de code de vérification dans votre e-mail\u202f?',
  emailLinkIdp3: 'pour renvoyer l’e-mail.',
  emailLinkIdp4: 'Si vous avez déjà vérifié votre e-mail dans un autre navigateur',
  emailScopeConsentText: 'Adresse e-mail',
  emailSendErrorMessage: 'Erreur lors de l’envoi de l’e-mail, veuillez réessayer plus tard.',
  emailSentMessage: 'Vous devriez recevoir rapidement un e-mail avec de plus amples instructions.',
  emailUpdateConfirmationSent:
    'Un e-mail de confirmation a été envoyé à {0}. Vous devez suivre les instructions de ce dernier afin de finaliser la mise à jour de l’e-mail.',
  emailUpdateConfirmationSentTitle: 'E-mail de confirmation envoyé',
  emailUpdated: 'La mise à jour de votre adresse e-mail vers {0} a été complétée avec succès.',
  emailUpdatedTitle: 'Adresse e-mail mise à jour',
  emailVerificationCancelled: 'Cette vérification de l’e-mail a été annulée par un administrateur.',
  emailVerificationPending:
    'Un e-mail de vérification a été envoyé à {0}. Vous pouvez soumettre sans changement pour renvoyer l’e-mail de vérification, ou renseigner une adresse e-mail différente.',
  emailVerified: 'E-mail vérifié',
  emailVerifiedAlreadyMessage: 'Votre adresse e-mail a déjà été vérifiée.',
  emailVerifiedAlreadyMessageHeader: 'Adresse e-mail vérifiée',
  emailVerifiedMessage: 'Votre adresse e-mail a été vérifiée.',
  emailVerifiedMessageHeader: 'Adresse e-mail vérifiée',
  emailVerifyInstruction1:
    'Un e-mail avec des instructions pour vérifier votre adresse e-mail a été envoyé à votre adresse {0}.',
  emailVerifyInstruction2: 'Vous n’avez pas reçu de code de vérification dans votre e-mail\u202f?',
  emailVerifyInstruction3: 'pour renvoyer l’e-mail.',
  emailVerifyInstruction4:
    'Afin de vérifier votre adresse e-mail, nous allons vous envoyer un e-mail avec les instructions à l’adresse {0}.',
  emailVerifyResend: 'Renvoyer l’e-mail de vérification',
  emailVerifySend: 'Envoyer l’e-mail de vérification',
  emailVerifySendCooldown:
    'Vous devez attendre {0} secondes avant de pouvoir renvoyer l’e-mail de vérification.',
  emailVerifyTitle: 'Vérification de l’e-mail',
  'error-invalid-email': 'Adresse e-mail invalide.',
  'error-invalid-multivalued-size':
    'L’attribut {0} doit avoir au moins {1} et au plus {2} {2,choice,0#valeur|1#valeur|1<valeurs}.',
  'error-invalid-uri-fragment': 'Fragment d’URL invalide.',
  'error-invalid-uri-scheme': 'Schéma d’URL invalide.',
  'error-non-ascii-local-part-email':
    'La partie locale de l’adresse ne doit contenir que des caractères ASCII.',
  errorTitle: 'Nous sommes désolés…',
  errorTitleHtml: 'Nous sommes <strong>désolés</strong>…',
  federatedIdentityConfirmLinkMessage:
    'L’utilisateur avec {0} {1} existe déjà. Que souhaitez-vous faire\u202f?',
  federatedIdentityExistsMessage:
    'L’utilisateur avec {0} {1} existe déjà. Veuillez accéder à au gestionnaire de compte pour lier le compte.',
  federatedIdentityUnavailableMessage:
    'L’utilisateur {0} authentifié depuis le fournisseur d’identités {1} n’existe pas. Veuillez contacter votre administrateur.',
  federatedIdentityUnmatchedEssentialClaimMessage:
    'Le jeton d’identité fourni par le fournisseur d’identités ne correspond pas à l’attribut essentiel configuré. Veuillez contacter votre administrateur.',
  givenName: 'Prénom d’usage',
  'identity-provider-redirector': 'Connexion avec un autre fournisseur d’identités',
  identityProviderAlreadyLinkedMessage:
    'L’identité fédérée retournée par {0} est déjà liée à un autre utilisateur.',
  identityProviderAuthenticationFailedMessage:
    'L’authentification a échoué. Impossible de s’authentifier avec le fournisseur d’identités.',
  identityProviderInvalidResponseMessage: 'Réponse invalide du fournisseur d’identités.',
  identityProviderInvalidSignatureMessage: 'Signature invalide pour la réponse du fournisseur d’identités.',
  identityProviderLinkSuccess:
    'Vous avez vérifié avec succès votre adresse e-mail. Veuillez retourner sur votre navigateur d’origine et y poursuivre votre connexion.',
  identityProviderLogoutFailure: 'Échec de la déconnexion du fournisseur d’identités SAML',
  identityProviderMissingCodeOrErrorMessage:
    'Code manquant ou erreur de paramètre dans la réponse du fournisseur d’identités.',
  identityProviderMissingStateMessage:
    'Paramètre d’état manquant dans la réponse du fournisseur d’identités.',
  identityProviderNotFoundMessage: 'Impossible de trouver le fournisseur d’identités avec cet identifiant.',
  identityProviderNotUniqueMessage:
    'Ce domaine autorise plusieurs fournisseurs d’identités. Impossible de déterminer le fournisseur d’identités avec lequel s’authentifier.',
  identityProviderUnexpectedErrorMessage:
    'Erreur inattendue lors de l’authentification avec le fournisseur d’identités',
  'idp-email-verification-display-name': 'Vérification de l’e-mail',
  'idp-email-verification-help-text': 'Lier votre compte en validant votre e-mail.',
  'idp-username-password-form-display-name': 'Nom d’utilisateur et mot de passe',
  implicitFlowDisabledMessage:
    'Le client n’est pas autorisé à initier une connexion avec le navigateur avec ce response_type. Le flux implicite est désactivé pour le client.',
  insufficientLevelOfAuthentication: 'Le niveau d’authentification requis n’a pas été atteint.',
  internalServerError: 'Une erreur interne du serveur s’est produite',
  invalidAccessCodeMessage: 'Code d’accès invalide.',
  invalidEmailMessage: 'Adresse e-mail invalide.',
  invalidPasswordNotContainsUsernameMessage:
    'Mot de passe invalide\u00a0: ne doit pas contenir le nom d’utilisateur.',
  invalidPasswordNotEmailMessage:
    'Mot de passe invalide\u00a0: ne doit pas être identique à l’adresse e-mail.',
  invalidPasswordNotUsernameMessage:
    'Mot de passe invalide\u00a0: ne doit pas être identique au nom d’utilisateur.',
  invalidPasswordRegexPatternMessage: 'Mot de passe invalide\u00a0: ne valide pas l’expression régulière.',
  invalidRedirectUriMessage: 'L’URI de redirection est invalide',
  invalidTotpMessage: 'Le code d’authentification est invalide.',
  invalidUsernameMessage: 'Nom d’utilisateur invalide.',
  invalidUsernameOrEmailMessage: 'Nom d’utilisateur ou e-mail invalide.',
  kerberosNotSetUp: 'Kerberos n’est pas configuré. Connexion impossible.',
  linkIdpMessage: 'Vous devez vérifier votre adresse e-mail pour lier votre compte avec {0}.',
  loginRequesterNotEnabledMessage: 'La connexion du demandeur n’est pas active',
  loginTotpDeviceName: 'Nom d’appareil',
  loginTotpManualStep2: 'Ouvrez l’application et saisissez la clé\u00a0:',
  loginTotpManualStep3:
    'Utilisez les valeurs de configuration suivantes si l’application permet leur édition\u00a0:',
  loginTotpStep2: 'Ouvrez l’application et scannez le code-barres\u00a0:',
  loginTotpStep3:
    'Entrez le code à usage unique fourni par l’application et cliquez sur Soumettre pour terminer.',
  loginTotpStep3DeviceName: 'Renseignez un nom d’appareil pour vous aider à gérer vos appareils OTP.',
  loginTotpTitle: 'Configuration de l’authentification par mobile',
  missingEmailMessage: 'Veuillez renseigner une adresse e-mail.',
  missingTotpDeviceNameMessage: 'Veuillez renseigner le nom de l’appareil.',
  missingTotpMessage: 'Veuillez renseigner un code d’authentification.',
  missingUsernameMessage: 'Veuillez renseigner un nom d’utilisateur.',
  nestedFirstBrokerFlowMessage: 'L’utilisateur {0} {1} n’est lié à aucun utilisateur connu.',
  noRelayStateInResponseMessage: 'Aucun état de relais dans la réponse du fournisseur d’identités.',
  notMemberOfAnyOrganization: 'L’utilisateur n’est membre d’aucune organisation',
  notMemberOfOrganization: 'L’utilisateur n’est pas un membre de l’organisation {0}',
  oauth2DeviceAuthorizationGrantDisabledMessage:
    'Le client n’est pas autorisé à initier le droit d’autorisation d’appareil d’OAuth 2.0 (Device Authorization Grant). Le flux est désactivé pour ce client.',
  oauth2DeviceConsentDeniedMessage: 'Consentement refusé pour connecter l’appareil.',
  oauth2DeviceVerificationCompleteHeader: 'Connexion de l’appareil réussie',
  oauth2DeviceVerificationFailedHeader: 'Échec de la connexion de l’appareil',
  oauth2DeviceVerificationTitle: 'Connexion de l’appareil',
  oauthGrantRequest: 'Voulez-vous accorder ces privilèges d’accès\u202f?',
  oauthGrantTitle: 'Accorder l’accès à {0}',
  oauthGrantTos: 'les conditions générales d’utilisation.',
  'openshift.scope.user_check-access': 'Informations sur les accès de l’utilisateur',
  'openshift.scope.user_info': 'Informations de l’utilisateur',
  orgMemberAlready: 'Vous êtes déjà membre de l’organisation {1}.',
  'organization.confirm-membership':
    'En cliquant sur le lien ci-dessous, vous allez devenir membre de l’organisation {0}\u00a0:',
  'organization.confirm-membership.title': 'Vous allez rejoindre l’organisation ${kc.org.name}',
  'organization.member.register.title': 'Créer un compte pour rejoindre l’organisation ${kc.org.name}',
  'otp-display-name': 'Application d’authentification',
  'otp-help-text': 'Renseignez le code de vérification affiché par votre application d’authentification.',
  pageExpiredMsg1: 'Pour recommencer le processus d’authentification',
  pageExpiredMsg2: 'Pour continuer le processus d’authentification',
  'passkey-autofill-select': 'Sélectionner votre clé d’accès',
  'passkey-available-authenticators': 'Clés d’accès disponibles',
  'passkey-doAuthenticate': 'S’enregistrer à l’aide d’une clé d’accès',
  'passkey-login-title': 'Connexion via clé d’accès',
  'passkey-unsupported-browser-text':
    'Les clés d’accès ne sont pas supportées par ce navigateur. Essayer depuis un autre navigateur ou contacter votre administrateur.',
  permissionNotApprovedMessage: 'L’autorisation n’est pas approuvée.',
  readOnlyUsernameMessage:
    'Vous ne pouvez pas mettre à jour votre nom d’utilisateur car il est en lecture seule.',
  realmNotEnabledMessage: 'Le domaine n’est pas activé',
  realmSupportsNoCredentialsMessage: 'Ce domaine ne supporte aucun type d’accréditation.',
  recaptchaNotConfigured: 'Recaptcha est requis, mais il n’est pas configuré',
  'recovery-authn-codes-display-name': 'Code de récupération de l’authentification',
  'recovery-authn-codes-help-text':
    'Renseignez un code de récupération d’authentification depuis une liste générée précédemment.',
  'recovery-code-config-header': 'Codes de récupération d’authentification',
  'recovery-code-config-warning-message':
    'Assurez-vous d’imprimer, télécharger ou copier ces codes dans un gestionnaire de mot de passe et de les conserver durablement. L’annulation de ce paramètre supprimera ces codes de récupération de votre compte.',
  'recovery-codes-confirmation-message': 'J’ai enregistré ces codes dans un endroit sûr',
  'recovery-codes-download-file-description':
    'Les codes de récupération sont des codes à usage unique, permettant de se connecter à votre compte si vous n’avez pas la possibilité d’utiliser votre application d’authentification.',
  'recovery-codes-error-invalid': 'Code de récupération d’authentification invalide',
  registerTitle: 'S’enregistrer',
  registrationNotAllowedMessage: 'L’enregistrement n’est pas autorisé',
  'requiredAction.TERMS_AND_CONDITIONS': 'Conditions générales d’utilisation',
  'requiredAction.UPDATE_EMAIL': 'Mettre à jour l’e-mail',
  'requiredAction.VERIFY_EMAIL': 'Vérifier l’adresse e-mail',
  'requiredAction.delete_credential': 'Supprimer l’identifiant',
  'requiredAction.idp_link': 'Associer le fournisseur d’identités',
  'requiredAction.update_user_locale': 'Mettre à jour la langue de l’utilisateur',
  resetCredentialNotAllowedMessage: 'La remise à zéro des accréditations n’est pas autorisée',
  'role_manage-identity-providers': 'Gérer les fournisseurs d’identités',
  'role_read-token': 'Lire le jeton d’authentification',
  'role_view-identity-providers': 'Voir les fournisseurs d’identités',
  'saml.post-form.js-disabled':
    'JavaScript est désactivé. Il est fortement recommandé de l’activer. Cliquez sur le bouton ci-dessous pour continuer.',
  'saml.post-form.title': 'Redirection de l’authentification',
  sessionNotActiveMessage: 'La session n’est pas active.',
  staleCodeMessage:
    'Cette page n’est plus valide, merci de retourner dans votre application et de vous reconnecter',
  staleEmailVerificationLink:
    'Le lien sur lequel avez cliqué est périmé et n’est plus valide. Vous avez peut-être déjà vérifié votre adresse e-mail.',
  staleInviteOrgLink:
    'Le lien sur lequel vous avez cliqué n’est plus valide. Il est peut-être expiré, ou a déjà été utilisé.',
  standardFlowDisabledMessage:
    'Le client n’est pas autorisé à initier une connexion avec le navigateur avec ce response_type. Le flux standard est désactivé pour le client.',
  termsAcceptanceRequired: 'Vous devez accepter les conditions générales d’utilisation.',
  termsPlainText: 'Conditions générales d’utilisation à définir.',
  termsText: '<p>Conditions générales d’utilisation à définir</p>',
  termsTitle: 'Conditions générales d’utilisation',
  unexpectedErrorHandlingRequestMessage:
    'Erreur inattendue lors du traitement de la requête d’authentification vers le fournisseur d’identités.',
  unexpectedErrorHandlingResponseMessage:
    'Erreur inattendue lors du traitement de la réponse du fournisseur d’identités.',
  unexpectedErrorRetrievingTokenMessage:
    'Erreur inattendue lors de la récupération du jeton depuis le fournisseur d’identités.',
  updateEmailMessage: 'Vous devez mettre à jour votre adresse e-mail pour activer votre compte.',
  updateEmailTitle: 'Mise à jour de l’e-mail',
  username: 'Nom d’utilisateur',
  usernameExistsMessage: 'Le nom d’utilisateur existe déjà.',
  verifyEmailMessage: 'Vous devez vérifier votre adresse e-mail pour activer votre compte.',
  'webauthn-available-authenticators': 'Clés d’accès disponibles',
  'webauthn-display-name': 'Clé d’accès',
  'webauthn-doAuthenticate': 'Se connecter avec une clé d’accès',
  'webauthn-error-api-get': 'L’authentification via la clé d’accès a échoué. {0}',
  'webauthn-error-auth-verification':
    'Le résultat de l’authentification par la clé d’accès est invalide. {0}',
  'webauthn-error-different-user':
    'Le premier utilisateur authentifié ne correspond pas à celui authentifié par la clé d’accès.',
  'webauthn-error-register-verification':
    'Le résultat de l’enregistrement de la clé d’accès est invalide. {0}',
  'webauthn-error-registration': 'L’enregistrement de la clé d’accès a échoué. {0}',
  'webauthn-error-title': 'Erreur lors de l’utilisation de la clé d’accès',
  'webauthn-error-user-not-found': 'La clé d’accès a authentifié un utilisateur inconnu.',
  'webauthn-help-text': 'Utilisez votre clé d’accès pour vous connecter.',
  'webauthn-login-title': 'Connexion avec une clé d’accès',
  'webauthn-passwordless-display-name': 'Clé d’accès',
  'webauthn-passwordless-help-text': 'Utilisez votre clé d’accès pour vous connecter sans mot de passe.',
  'webauthn-registration-init-label': 'Clé d’accès (libellé par défaut)',
  'webauthn-registration-init-label-prompt':
    'Merci de renseigner le libellé de votre clé d’accès enregistrée',
  'webauthn-registration-title': 'Enregistrement d’une clé d’accès',
  'webauthn-unsupported-browser-text':
    'WebAuthn n’est pas supporté par ce navigateur. Essayez depuis un autre navigateur ou contactez votre administrateur.',
};

/** The realm's French overrides (`localizationTexts.fr`). */
export const keycloakMessagesFr: Record<string, string> = { ...themeMessagesFr, ...keycloakPortalWordsFr };
