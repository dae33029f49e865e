/**
 * H5: browsers have no WeChat privacy check, so there is no sheet (see PrivacySheet.tsx for the mini program's);
 * this keeps its copy and store out of the site's bundles.
 */
export default function PrivacySheet(): null {
  return null
}
