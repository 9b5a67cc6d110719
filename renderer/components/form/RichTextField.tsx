import { Field, ToggleButton, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import { TextBoldRegular, TextBulletListLtrRegular, TextHeader2Regular, TextItalicRegular, TextNumberListLtrRegular } from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, ContractFormBase } from './useContractForm.js';

const useStyles = makeStyles({
  frame: {
    display: 'flex', flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  content: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, minHeight: '140px',
    '& .ProseMirror': { outlineStyle: 'none', minHeight: '120px' },
  },
});

export interface RichTextFieldProps<S extends z.ZodObject> {
  /** A page's form or a dialog's. */
  contractForm: ContractForm<S> | ContractFormBase<S>;
  name: keyof z.input<S> & string;
  label: string;
  required?: boolean;
  hint?: string;
}

/**
 * Formatted text (headings, bold, italic, lists, links) bound to a form field as HTML. The
 * server cleans what it stores; this editor only writes the structure it offers.
 *
 * @example <RichTextField contractForm={f} name="description" label="Description" required />
 */
export function RichTextField<S extends z.ZodObject>({ contractForm, name, label, required, hint }: RichTextFieldProps<S>) {
  const styles = useStyles();
  const { field, fieldState } = useController({ control: contractForm.form.control, name: name as Path<z.input<S> & FieldValues> });
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: typeof field.value === 'string' ? field.value : '',
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', dir: 'auto' } },
    onUpdate: ({ editor: current }) => field.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => field.onBlur(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false, italic: current?.isActive('italic') ?? false, heading: current?.isActive('heading', { level: 2 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false, numbers: current?.isActive('orderedList') ?? false,
    }),
  });
  // A reset of the form (another record loaded) shows its text.
  useEffect(() => {
    const html = typeof field.value === 'string' ? field.value : '';
    if (editor && html !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, field.value]);
  const message = fieldState.error?.message;
  const chain = () => editor?.chain().focus();
  return (
    <Field label={label} required={required} validationMessage={message} hint={message ? undefined : hint}>
      <div className={styles.frame}>
        <Toolbar aria-label={`${label} formatting`} size="small">
          <ToggleButton appearance="subtle" icon={<TextHeader2Regular />} aria-label="Heading" checked={active?.heading} onClick={() => chain()?.toggleHeading({ level: 2 }).run()} />
          <ToggleButton appearance="subtle" icon={<TextBoldRegular />} aria-label="Bold" checked={active?.bold} onClick={() => chain()?.toggleBold().run()} />
          <ToggleButton appearance="subtle" icon={<TextItalicRegular />} aria-label="Italic" checked={active?.italic} onClick={() => chain()?.toggleItalic().run()} />
          <ToggleButton appearance="subtle" icon={<TextBulletListLtrRegular />} aria-label="Bulleted list" checked={active?.bullets} onClick={() => chain()?.toggleBulletList().run()} />
          <ToggleButton appearance="subtle" icon={<TextNumberListLtrRegular />} aria-label="Numbered list" checked={active?.numbers} onClick={() => chain()?.toggleOrderedList().run()} />
        </Toolbar>
        <EditorContent editor={editor} className={styles.content} ref={field.ref} />
      </div>
    </Field>
  );
}
