import { useSearchParams } from 'react-router-dom';
import { type MessageKey, useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { PageHeader } from '../../../shared/ui/layout';
import { CreateIdsTool, FastAllocationTool, FreeCardTool, GenerateIdsTool } from '../components/card-tools';
import { CreateDemoForm } from '../components/create-demo-form';
import { TabBar } from '../components/tab-bar';

/** The tools of /portal/admin, each a tab chosen by the `view` query parameter. */
const ADMIN_TOOLS = [
  { view: 'create-demo', label: 'adminTools.tab.createDemo', Tool: CreateDemoForm },
  { view: 'fast-allocation', label: 'adminTools.tab.fastAllocation', Tool: FastAllocationTool },
  { view: 'free-card', label: 'adminTools.tab.freeCard', Tool: FreeCardTool },
  { view: 'generate-ids', label: 'adminTools.tab.generateIds', Tool: GenerateIdsTool },
  { view: 'create-ids', label: 'adminTools.tab.createIds', Tool: CreateIdsTool },
] as const satisfies readonly { view: string; label: MessageKey; Tool: () => React.ReactNode }[];
type AdminView = (typeof ADMIN_TOOLS)[number]['view'];

/**
 * /portal/admin (superadmin; spec 002 "Super-admin and partner pages"): the superadmin's tools as tabs
 * chosen by the `view` query parameter, the first when it names none.
 */
export const AdminToolsPage = () => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tool = ADMIN_TOOLS.find((candidate) => candidate.view === params.get('view')) ?? ADMIN_TOOLS[0];
  const title = t('adminTools.title');
  useDocumentTitle(`${t(tool.label)} · ${title}`);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('nav.superadmin') }, { label: title }]} />
      <TabBar<AdminView>
        label={t('adminTools.tabs')}
        idPrefix="admin-tab"
        panelId="admin-panel"
        value={tool.view}
        tabs={ADMIN_TOOLS.map(({ view, label }) => ({ value: view, label: t(label) }))}
        onChange={(view) => setParams(view === ADMIN_TOOLS[0].view ? {} : { view })}
      />
      <div role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tool.view}`}>
        <tool.Tool />
      </div>
    </>
  );
};

export default AdminToolsPage;
