import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { type ContentBlock, derivedDefaultLayout, emptyContentBlock, emptyLayoutSettings, type LayoutSettings } from './layout';
import type { LayoutCommand, LayoutSurroundings } from './layout.commands';
import { layoutDecider, layoutStreamId } from './layout.decider';
import type { LayoutCreated, LayoutDeleted, LayoutUpdated } from './layout.events';
import type { LayoutFieldChange } from './layout.fields';
import { changedLayoutFields, withLayoutField } from './layout.fields';
import { normaliseColour, videoProviderOf } from './layout.rules';

const spec = deciderSpec(layoutDecider);
const orgId = 'org_1';
const now = '2025-03-01T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: orgId, actor: { userId: 'user-1' }, correlationId: 'corr-1', now };
const surroundings: LayoutSurroundings = { customThemes: ['acme-gold'], derivedDefault: derivedDefaultLayout('Acme Ltd') };

const layout = (changes: Partial<LayoutSettings> = {}): LayoutSettings => ({ ...emptyLayoutSettings('Sales', 'Acme Ltd'), ...changes });
const block = (id: string, type: ContentBlock['type'], changes: Partial<ContentBlock> = {}): ContentBlock => ({ ...emptyContentBlock(id, type), ...changes });

const create = (data: Partial<LayoutSettings> = {}, layoutId = 'l1', meta = metadata): LayoutCommand => ({
  type: 'CreateLayout',
  data: { layoutId, layout: layout(data), ...surroundings },
  metadata: meta,
});
const replace = (value: LayoutSettings, layoutId = 'l1', meta = metadata): LayoutCommand => ({ type: 'ReplaceLayout', data: { layoutId, layout: value, ...surroundings }, metadata: meta });
const change = (fieldChange: LayoutFieldChange, layoutId = 'l1', meta = metadata): LayoutCommand => ({
  type: 'ChangeLayoutField',
  data: { layoutId, change: fieldChange, ...surroundings },
  metadata: meta,
});
const remove = (layoutId = 'l1', meta = metadata): LayoutCommand => ({ type: 'DeleteLayout', data: { layoutId }, metadata: meta });

const created = (value: LayoutSettings = layout(), layoutId = 'l1'): LayoutCreated => ({
  type: 'LayoutCreated',
  data: { organisationId: orgId, layoutId, layout: value, createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'user-0' },
});
const updated = (value: LayoutSettings, changed: string[], layoutId = 'l1'): LayoutUpdated => ({
  type: 'LayoutUpdated',
  data: { organisationId: orgId, layoutId, layout: value, changed, updatedAt: now, updatedBy: 'user-1' },
});
const deleted: LayoutDeleted = { type: 'LayoutDeleted', data: { organisationId: orgId, layoutId: 'l1', label: 'Sales', deletedAt: '2025-02-01T00:00:00.000Z', deletedBy: 'user-0' } };

describe('layoutDecider', () => {
  it('names its stream configuration-<orgId>_<layoutId>', () => {
    expect(layoutStreamId('acme_events', 'default')).toBe('configuration-acme_events_default');
    expect(layoutStreamId('acme', '6c1d0f0e-1b7a-4c1e-9d0b-5f3f5a1e2b3c')).toBe('configuration-acme_6c1d0f0e-1b7a-4c1e-9d0b-5f3f5a1e2b3c');
    expect(() => layoutStreamId('acme', 'a_b')).toThrow('Layout id must be 1 to 64 letters, digits or hyphens');
  });

  describe('CreateLayout', () => {
    it('records the normalised layout: text trimmed, colours as #rrggbb, full-width blocks at 12', () => {
      const value = layout({
        label: ' Sales ',
        name: ' Acme Ltd ',
        branding: { ...layout().branding, colors: { ...layout().branding.colors, primary: '#ABC' } },
        buttons: [block('b1', 'text', { size: 4, title: ' Hello ' }), block('b2', 'url', { url: ' https://acme.example ', size: 6 })],
      });
      spec
        .given()
        .when({ type: 'CreateLayout', data: { layoutId: 'l1', layout: value, ...surroundings }, metadata })
        .then({
          type: 'LayoutCreated',
          data: {
            organisationId: orgId,
            layoutId: 'l1',
            layout: {
              ...value,
              label: 'Sales',
              name: 'Acme Ltd',
              branding: { ...value.branding, colors: { ...value.branding.colors, primary: '#aabbcc' } },
              buttons: [block('b1', 'text', { size: 12, title: 'Hello' }), block('b2', 'url', { url: 'https://acme.example', size: 6 })],
            },
            createdAt: now,
            createdBy: 'user-1',
          },
        });
    });

    it('requires a label and a company name, in the spec wording, every error at once', () => {
      const error = spec.given().when(create({ label: ' ', name: '' })).thenThrows('layout.label_required', 'Label is required');
      expect(error.errors).toEqual([
        { path: 'label', msg: 'Label is required' },
        { path: 'name', msg: 'Company name is required' },
      ]);
    });

    it('refuses an id in use, a deleted id and the literal default', () => {
      spec.given(created()).when(create()).thenThrows('layout.exists', 'A layout with this id already exists');
      spec.given(created(), deleted).when(create()).thenThrows('layout.exists');
      spec.given().when(create({}, 'default')).thenThrows('layout.exists');
    });

    it('accepts the built-in themes and the organisation custom themes, and refuses others', () => {
      for (const template of ['modern-2024', 'headshot-2024', 'header-2024', 'acme-gold']) {
        expect(layoutDecider.decide(create({ template }), layoutDecider.initialState())).toHaveLength(1);
      }
      const error = spec.given().when(create({ template: 'neon-2030' })).thenThrows('layout.theme_unknown', 'Unknown theme: neon-2030');
      expect(error.errors).toEqual([{ path: 'template', msg: 'Unknown theme: neon-2030' }]);
    });

    it('lets Classic be chosen until 7 Nov 2024 and not after', () => {
      const before = { ...metadata, now: '2024-11-07T23:59:59.000Z' };
      const after = { ...metadata, now: '2024-11-08T00:00:00.000Z' };
      expect(layoutDecider.decide(create({ template: 'enterprise-2023' }, 'l1', before), layoutDecider.initialState())).toHaveLength(1);
      spec.given().when(create({ template: 'enterprise-2023' }, 'l1', after)).thenThrows('layout.theme_deprecated', 'The Classic theme is deprecated and can no longer be chosen');
    });

    it('checks colours, links and images', () => {
      const value = layout({
        branding: {
          ...layout().branding,
          colors: { ...layout().branding.colors, foreground: 'red' },
          banner: { cta: 'Book', url: 'javascript:alert(1)' },
          logo_url: 'data:image/png;base64,AAAA',
          header_image_url: '/media/acme/header.png',
        },
      });
      const error = spec.given().when({ type: 'CreateLayout', data: { layoutId: 'l1', layout: value, ...surroundings }, metadata }).thenThrows('layout.colour_invalid');
      expect(error.errors).toEqual([
        { path: 'branding.colors.foreground', msg: 'Colour must be a hex colour such as #1f4e79' },
        { path: 'branding.banner.url', msg: 'Link must start with https:// or http://' },
        { path: 'branding.logo_url', msg: 'Image must be a link starting with https:// or an uploaded image' },
      ]);
    });
  });

  describe('content blocks', () => {
    const blocks = (buttons: ContentBlock[]) => layout({ buttons });

    it('a video block needs a source, and its provider follows the source', () => {
      const error = spec.given().when(create(blocks([block('v', 'video')]))).thenThrows('layout.video_source_required', 'A video block needs a video source');
      expect(error.errors).toEqual([{ path: 'buttons.0.source', msg: 'A video block needs a video source' }]);
      const [event] = layoutDecider.decide(create(blocks([block('v', 'video', { source: 'https://youtu.be/abc', size: 3 })])), layoutDecider.initialState());
      expect((event as LayoutCreated).data.layout.buttons[0]).toMatchObject({ provider: 'youtube', size: 12 });
      expect(videoProviderOf('https://player.vimeo.com/video/1')).toBe('vimeo');
      expect(videoProviderOf('https://cdn.acme.example/intro.mp4')).toBe('mp4');
    });

    it('links need an address of their kind unless they take the person own value', () => {
      const error = spec
        .given()
        .when(
          create(
            blocks([
              block('a', 'url'),
              block('b', 'tel', { default: false, url: 'call me' }),
              block('c', 'email', { default: false, url: 'nobody' }),
              block('d', 'linkedin', { default: false, url: 'ftp://x' }),
              block('e', 'image'),
              block('f', 'custom_field'),
              block('g', 'email'),
            ]),
          ),
        )
        .thenThrows('layout.url_required');
      expect(error.errors).toEqual([
        { path: 'buttons.0.url', msg: 'Link is required' },
        { path: 'buttons.1.url', msg: 'Phone number may only contain digits, spaces and + - ( )' },
        { path: 'buttons.2.url', msg: 'Please enter a valid email address' },
        { path: 'buttons.3.url', msg: 'Link must start with https:// or http://' },
        { path: 'buttons.4.image', msg: 'An image block needs an image' },
        { path: 'buttons.5.custom_field_id', msg: 'Choose a custom field' },
      ]);
    });

    it('refuses repeated block ids and more than 60 blocks', () => {
      const twice = spec.given().when(create(blocks([block('a', 'text'), block('a', 'spacer')]))).thenThrows('layout.block_id_repeated');
      expect(twice.errors).toEqual([{ path: 'buttons.1.id', msg: 'Each content block needs its own id' }]);
      const many = Array.from({ length: 61 }, (_, i) => block(`s${i}`, 'spacer'));
      spec.given().when(create(blocks(many))).thenThrows('layout.too_many_blocks', 'A layout can have at most 60 content blocks');
    });

    it('keeps only the fields a type uses', () => {
      const [event] = layoutDecider.decide(
        create(blocks([block('a', 'text', { default: true, icon: 'fa fa-book', custom_field_id: 'cf1' }), block('b', 'url', { url: 'https://a.example', icon: 'fa fa-book' })])),
        layoutDecider.initialState(),
      );
      expect((event as LayoutCreated).data.layout.buttons).toEqual([block('a', 'text'), block('b', 'url', { url: 'https://a.example', icon: 'fa fa-book' })]);
    });
  });

  describe('ChangeLayoutField (PATCH)', () => {
    it('changes one field and names it', () => {
      spec
        .given(created())
        .when(change({ field: 'branding.colors.primary', value: '#FF0000' }))
        .then(updated(withLayoutField(layout(), { field: 'branding.colors.primary', value: '#ff0000' }), ['branding.colors.primary']));
    });

    it('saves the whole list of blocks, reordered', () => {
      const first = layout({ buttons: [block('a', 'text'), block('b', 'spacer'), block('c', 'url', { url: 'https://c.example' })] });
      const reordered = [first.buttons[2], first.buttons[0], first.buttons[1]];
      spec
        .given(created(first))
        .when(change({ field: 'buttons', value: reordered }))
        .then(updated({ ...first, buttons: reordered }, ['buttons']));
    });

    it('records nothing when the value is unchanged', () => {
      spec.given(created()).when(change({ field: 'name', value: ' Acme Ltd ' })).then();
    });

    it('refuses a blank company name with the spec message', () => {
      const error = spec.given(created()).when(change({ field: 'name', value: '' })).thenThrows('layout.name_required', 'Company name is required');
      expect(error.errors).toEqual([{ path: 'name', msg: 'Company name is required' }]);
    });

    it('keeps a deprecated theme a layout already has', () => {
      const classic = layout({ template: 'enterprise-2023' });
      spec
        .given(created(classic))
        .when(change({ field: 'name', value: 'Acme Group' }))
        .then(updated({ ...classic, name: 'Acme Group' }, ['name']));
    });

    it('does not find a layout that is absent, deleted or another organisation', () => {
      spec.given().when(change({ field: 'name', value: 'X' })).thenThrows('layout.not_found', 'Layout not found');
      spec.given(created(), deleted).when(change({ field: 'name', value: 'X' })).thenThrows('layout.not_found');
      spec.given(created()).when(change({ field: 'name', value: 'X' }, 'l1', { ...metadata, organisationId: 'org_2' })).thenThrows('layout.not_found');
    });
  });

  describe('the default layout', () => {
    it('starts from the layout derived from the organisation: the first change creates its stream', () => {
      const derived = derivedDefaultLayout('Acme Ltd');
      expect(derived).toMatchObject({ label: 'Default', name: 'Acme Ltd', template: 'modern-2024', buttonStyle: 'standard' });
      spec
        .given()
        .when(change({ field: 'buttonStyle', value: 'rounded' }, 'default'))
        .then({
          type: 'LayoutCreated',
          data: { organisationId: orgId, layoutId: 'default', layout: { ...derived, buttonStyle: 'rounded' }, createdAt: now, createdBy: 'user-1' },
        });
    });

    it('cannot have its label edited, by PATCH or by PUT', () => {
      spec.given().when(change({ field: 'label', value: 'Main' }, 'default')).thenThrows('layout.default_label', "The default layout's label cannot be edited");
      const stored = created(derivedDefaultLayout('Acme Ltd'), 'default');
      spec
        .given(stored)
        .when(replace({ ...derivedDefaultLayout('Acme Ltd'), label: 'Main' }, 'default'))
        .thenThrows('layout.default_label');
    });

    it('cannot be deleted', () => {
      spec.given().when(remove('default')).thenThrows('layout.default_delete', 'The default layout cannot be deleted');
    });
  });

  describe('ReplaceLayout (PUT) and DeleteLayout', () => {
    it('replaces the whole layout and lists every changed field', () => {
      const next = layout({ name: 'Acme Group', buttonStyle: 'square', branding: { ...layout().branding, css: '.x{}', banner: { cta: 'Book', url: 'https://b.example' } } });
      spec.given(created()).when(replace(next)).then(updated(next, ['name', 'buttonStyle', 'branding.banner.cta', 'branding.banner.url', 'branding.css']));
    });

    it('deletes a layout with its label for the audit log, once', () => {
      spec.given(created()).when(remove()).then({ type: 'LayoutDeleted', data: { organisationId: orgId, layoutId: 'l1', label: 'Sales', deletedAt: now, deletedBy: 'user-1' } });
      spec.given(created(), deleted).when(remove()).thenThrows('layout.not_found');
    });
  });
});

describe('layout helpers', () => {
  it('normalises colours', () => {
    expect(normaliseColour(' #AbC ')).toBe('#aabbcc');
    expect(normaliseColour('#123456')).toBe('#123456');
    expect(normaliseColour('blue')).toBe('blue');
  });

  it('lists changed leaves of branding', () => {
    const before = layout();
    expect(changedLayoutFields(before, withLayoutField(before, { field: 'branding.colors', value: { ...before.branding.colors, bottombar: '#000000' } }))).toEqual([
      'branding.colors.bottombar',
    ]);
  });
});
